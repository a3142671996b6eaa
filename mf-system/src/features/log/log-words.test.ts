import type { TFunction } from 'i18next';
import { entityText } from './log-words';

/** A `t` holding only the common English entity names (lower case, for sentences). */
const english = ((key: string, options?: { defaultValue?: string }) =>
  ({ 'entity.appropriation': 'appropriation', 'log.entity.session': 'Session' })[key] ??
  options?.defaultValue ??
  key) as unknown as TFunction;

describe('entityText', () => {
  it('names a kind of record as a label: capitalised, the log’s own names first, the raw kind last', () => {
    expect(entityText(english, 'appropriation')).toBe('Appropriation');
    expect(entityText(english, 'session')).toBe('Session');
    expect(entityText(english, 'somethingNew')).toBe('SomethingNew');
  });
});
