import type { AgreementListItem } from '@pm/domain/shapes';
import { pageOf } from '../../testing/test-harness';
import { projectAvailable } from './project-available';

const agreement = (id: number, totalAmount: string, status: AgreementListItem['status']) =>
  ({ id, totalAmount, status }) as AgreementListItem;

const agreementsPage = (list: AgreementListItem[], total = list.length) => pageOf(list, total, 100);

describe('projectAvailable', () => {
  const agreements = agreementsPage([
    agreement(1, '30000.00', 'active'),
    agreement(2, '20000.50', 'draft'),
    agreement(3, '40000.00', 'terminated'),
  ]);

  it('takes the live agreements off the approved amount, terminated ones not', () => {
    expect(projectAvailable('100000.00', agreements)).toBe('49999.50');
  });

  it('leaves out the agreement being edited', () => {
    expect(projectAvailable('100000.00', agreements, 2)).toBe('70000.00');
  });

  it('is unknown without an approved amount or with agreements on further pages', () => {
    expect(projectAvailable(null, agreements)).toBeUndefined();
    expect(projectAvailable('100000.00', agreementsPage(agreements.list, 150))).toBeUndefined();
    expect(projectAvailable('100000.00', undefined)).toBeUndefined();
  });
});
