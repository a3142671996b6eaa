import { enabledActions } from './use-tab-actions';

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
