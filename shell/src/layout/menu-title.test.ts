import type { MenuItem } from '@pm/domain/shapes';
import { menuText, titlesByLocale } from './menu-title';

const item = (locale: string, title?: MenuItem['meta']['title'], children?: MenuItem[]): MenuItem => ({
  path: `/${locale}`,
  name: locale,
  meta: { locale, requiresAuth: true, ...(title ? { title } : {}) },
  ...(children ? { children } : {}),
});

const translate = (key: string) => `text of ${key}`;

describe('menuText', () => {
  const titles = titlesByLocale([
    item('menu.related', { 'zh-CN': '相关方', 'en-US': 'Stakeholders' }, [
      item('menu.related.volunteer', { 'en-US': 'Helpers' }),
      item('menu.related.partnerCompany'),
    ]),
  ]);

  it('shows the name an administrator gave the node, in the page language', () => {
    expect(menuText('menu.related', titles, 'zh-CN', translate)).toBe('相关方');
    expect(menuText('menu.related', titles, 'en-US', translate)).toBe('Stakeholders');
    expect(menuText('menu.related.volunteer', titles, 'en-US', translate)).toBe('Helpers');
  });

  it('falls back to the locale key text without a name in that language, or with a blank one', () => {
    expect(menuText('menu.related.volunteer', titles, 'zh-CN', translate)).toBe(
      'text of menu.related.volunteer',
    );
    expect(menuText('menu.related.partnerCompany', titles, 'en-US', translate)).toBe(
      'text of menu.related.partnerCompany',
    );
    const blank = titlesByLocale([item('menu.home', { 'zh-CN': '  ' })]);
    expect(menuText('menu.home', blank, 'zh-CN', translate)).toBe('text of menu.home');
  });
});
