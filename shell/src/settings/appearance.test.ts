import { createAppStore, updateSettings } from '@pm/web/store';
import { applyAppearance, watchAppearance } from './appearance';

afterEach(() => {
  document.body.removeAttribute('arco-theme');
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

describe('applyAppearance', () => {
  it("sets arco-theme='dark' on the body for dark and removes it for light", () => {
    applyAppearance({ theme: 'dark', themeColor: '#165DFF', colorWeak: false });
    expect(document.body.getAttribute('arco-theme')).toBe('dark');
    applyAppearance({ theme: 'light', themeColor: '#165DFF', colorWeak: false });
    expect(document.body.hasAttribute('arco-theme')).toBe(false);
  });

  it('applies the 80% invert filter for colour weak and removes it when off', () => {
    applyAppearance({ theme: 'light', themeColor: '#165DFF', colorWeak: true });
    expect(document.documentElement.style.filter).toBe('invert(80%)');
    applyAppearance({ theme: 'light', themeColor: '#165DFF', colorWeak: false });
    expect(document.documentElement.style.filter).toBe('');
  });

  it('sets the primary palette of the theme colour, with the dark rule in dark mode', () => {
    applyAppearance({ theme: 'light', themeColor: '#F53F3F', colorWeak: false });
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('245,63,63');
    applyAppearance({ theme: 'dark', themeColor: '#165DFF', colorWeak: false });
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('60,126,255');
  });
});

describe('watchAppearance', () => {
  it('applies the stored settings at once and follows changes', () => {
    const store = createAppStore();
    const stop = watchAppearance(store);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('22,93,255');
    store.dispatch(updateSettings({ theme: 'dark', colorWeak: true }));
    expect(document.body.getAttribute('arco-theme')).toBe('dark');
    expect(document.documentElement.style.filter).toBe('invert(80%)');
    stop();
    store.dispatch(updateSettings({ theme: 'light' }));
    expect(document.body.getAttribute('arco-theme')).toBe('dark');
  });
});
