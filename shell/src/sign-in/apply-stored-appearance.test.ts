import { SETTINGS_STORAGE_KEY } from '@pm/web/store';
import { applyStoredAppearance } from './apply-stored-appearance';

afterEach(() => {
  window.localStorage.clear();
  document.body.removeAttribute('arco-theme');
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

const store = (settings: object) =>
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));

describe('applyStoredAppearance', () => {
  it('puts the stored dark mode and colour weak on the sign-in page at once', () => {
    store({ theme: 'dark', colorWeak: true });
    applyStoredAppearance();
    expect(document.body.getAttribute('arco-theme')).toBe('dark');
    expect(document.documentElement.style.filter).toBe('invert(80%)');
  });

  it("keeps Arco's own palette for the default colour, and generates a stored one's", async () => {
    applyStoredAppearance();
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('');
    store({ themeColor: '#F53F3F' });
    applyStoredAppearance();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('245,63,63');
  });
});
