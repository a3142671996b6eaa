import { LOG_ACTIONS } from '@pm/domain/audit';
import { logListTexts } from './locale';

describe('the log page’s words', () => {
  it('names every action the log records, in both languages', () => {
    const unnamed = LOG_ACTIONS.filter((action) => {
      const pair = logListTexts[`log.action.${action}`];
      return !pair || !pair[0] || !pair[1];
    });
    expect(unnamed).toEqual([]);
  });
});
