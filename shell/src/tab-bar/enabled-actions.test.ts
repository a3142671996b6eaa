import { enabledActions, tabAfterClosing } from './use-tab-actions';

describe('enabledActions', () => {
  it('never closes the default tab, which is always first', () => {
    expect(enabledActions(0, 3)).toEqual({
      refresh: true,
      close: false,
      closeOthers: true,
      closeRight: true,
      reset: true,
    });
  });

  it('offers nothing to close with the default tab alone', () => {
    expect(enabledActions(0, 1)).toEqual({
      refresh: true,
      close: false,
      closeOthers: false,
      closeRight: false,
      reset: false,
    });
  });

  it('closes a middle tab, the others and the right side', () => {
    expect(enabledActions(1, 3)).toEqual({
      refresh: true,
      close: true,
      closeOthers: true,
      closeRight: true,
      reset: true,
    });
  });

  it('has no right side for the last tab, and no others beside the default one', () => {
    expect(enabledActions(1, 2)).toMatchObject({ close: true, closeOthers: false, closeRight: false });
  });
});

describe('tabAfterClosing', () => {
  const tabs = ['workplace', 'list', 'users', 'files'];

  it('shows the neighbour on the right of the closed tab, like a browser', () => {
    expect(tabAfterClosing(tabs, 1)).toBe('users');
    expect(tabAfterClosing(tabs, 2)).toBe('files');
  });

  it('shows the one on the left when the closed tab was the last', () => {
    expect(tabAfterClosing(tabs, 3)).toBe('users');
    expect(tabAfterClosing(['workplace', 'list'], 1)).toBe('workplace');
  });
});
