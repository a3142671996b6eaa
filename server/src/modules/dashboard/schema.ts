import { Type } from 'typebox';
import { PROJECT_STATUSES } from '../../db/schema';
import { Money } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';

export const overviewRoute = {
  tags: ['dashboard'],
  summary:
    'Totals over every project: count, executing count, distinct beneficiaries (persons and organisations) of the projects, approved amount, appropriated (all but rejected and cancelled) and paid',
  response: responses(
    Type.Object({
      projectCount: Type.Integer(),
      inProgressCount: Type.Integer(),
      beneficiaryCount: Type.Integer(),
      approvedTotal: Money,
      appropriatedTotal: Money,
      paidTotal: Money,
    }),
  ),
};

export const fundsByMonthRoute = {
  tags: ['dashboard'],
  summary:
    'Per calendar month (Beijing time), oldest first, ending with the current month, every month present: appropriated = appropriations created that month except rejected and cancelled; paid = appropriations paid that month (paid date)',
  querystring: Type.Object({
    months: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 36,
        default: 12,
        'x-message': { minimum: 'months must be from 1 to 36', maximum: 'months must be from 1 to 36' },
      }),
    ),
  }),
  response: responses(
    Type.Array(
      Type.Object({ month: Type.String({ examples: ['2026-11'] }), appropriated: Money, paid: Money }),
    ),
  ),
};

export const projectsByStatusRoute = {
  tags: ['dashboard'],
  summary: 'Project count per status, every status present, in workflow order',
  response: responses(
    Type.Array(Type.Object({ status: Type.Enum(PROJECT_STATUSES), count: Type.Integer() })),
  ),
};

export const projectsByProvinceRoute = {
  tags: ['dashboard'],
  summary:
    'Projects per province (first two digits of the area code + 0000) with the approved amount; provinces with projects only, most projects first',
  response: responses(
    Type.Array(
      Type.Object({
        code: Type.String({ pattern: '^\\d{2}0000$' }),
        name: Type.String(),
        count: Type.Integer(),
        approvedTotal: Money,
      }),
    ),
  ),
};
