import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { clientRoutes, flattenRoutes, staffRoutes } from '@pm/domain/routes';
import { addResources, changeLocale, currentLocale, i18n } from '.';
import { commonResources } from '@pm/domain/texts';
import { splitByLocale } from '@pm/domain/texts';

afterEach(async () => {
  await changeLocale('zh-CN');
  window.localStorage.clear();
});

describe('the i18n instance', () => {
  it('starts in zh-CN, initialised synchronously, with common as the default namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('login.title')).toBe('项目管理系统');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('starts in the stored language', () => {
    window.localStorage.setItem('arco-locale', 'en-US');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./instance') as { i18n: typeof i18n };
      expect(isolated.i18n.language).toBe('en-US');
      expect(isolated.i18n.t('login.title')).toBe('project management system');
    });
  });

  it('falls back to en-US for a key missing in zh-CN', () => {
    addResources('fallback-test', { 'zh-CN': {}, 'en-US': { only: 'English only' } });
    expect(i18n.t('only', { ns: 'fallback-test' })).toBe('English only');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(i18n.t('login.form.resendIn', { s: 59 })).toBe('59 秒后重新发送');
    expect(i18n.t('login.form.resendIn', { s: 59, lng: 'en-US' })).toBe('Resend in 59s');
  });
});

describe('changeLocale', () => {
  it('changes the language, stores it and sets <html lang>', async () => {
    await changeLocale('en-US');
    expect(i18n.language).toBe('en-US');
    expect(currentLocale()).toBe('en-US');
    expect(window.localStorage.getItem('arco-locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('message.welcome')).toBe('welcome to use');
  });
});

describe('addResources', () => {
  it('adds a namespace that components read with useTranslation, re-rendered on a language change', async () => {
    addResources('projects', {
      'zh-CN': { 'project.name': '项目名称' },
      'en-US': { 'project.name': 'Project name' },
    });
    function Label() {
      const { t } = useTranslation('projects');
      return <span>{t('project.name')}</span>;
    }
    render(<Label />);
    expect(screen.getByText('项目名称')).toBeInTheDocument();
    await act(() => changeLocale('en-US'));
    expect(screen.getByText('Project name')).toBeInTheDocument();
  });

  it('reads nested texts (as the remotes write them) next to flat dotted keys', () => {
    addResources('nested-test', {
      'zh-CN': { list: { title: '项目列表', status: { open: '进行中' } }, 'flat.key': '平铺' },
      'en-US': { list: { title: 'Projects', status: { open: 'Open' } }, 'flat.key': 'Flat' },
    });
    expect(i18n.t('list.title', { ns: 'nested-test' })).toBe('项目列表');
    expect(i18n.t('list.status.open', { ns: 'nested-test', lng: 'en-US' })).toBe('Open');
    expect(i18n.t('flat.key', { ns: 'nested-test' })).toBe('平铺');
  });

  it("resolves a flat key that is also the prefix of another ('menu.project' and 'menu.project.list')", () => {
    expect(i18n.t('menu.project')).toBe('项目管理');
    expect(i18n.t('menu.project.list')).toBe('项目列表');
    expect(i18n.t('login.form.username')).toBe('用户名');
    expect(i18n.t('login.form.username.required')).toBe('用户名不能为空');
  });

  it('merges into an existing namespace, overwriting equal keys', () => {
    addResources('merge-test', { 'zh-CN': { a: '甲', b: '乙' }, 'en-US': { a: 'A', b: 'B' } });
    addResources('merge-test', { 'zh-CN': { b: '乙2', c: '丙' }, 'en-US': { b: 'B2', c: 'C' } });
    expect(i18n.getResourceBundle('zh-CN', 'merge-test')).toEqual({ a: '甲', b: '乙2', c: '丙' });
  });
});

describe('the common namespace', () => {
  const zh = commonResources['zh-CN'];
  const en = commonResources['en-US'];

  it('has the same keys in both languages, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect([...Object.values(zh), ...Object.values(en)].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('labels every route of the catalogue in both languages', () => {
    const locales = flattenRoutes([...staffRoutes, ...clientRoutes]).map((route) => route.meta.locale);
    expect(locales.filter((key) => !(key in zh) || !(key in en))).toEqual([]);
  });

  it.each([
    ['menu.project', '项目管理', 'Project management'],
    ['menu.project.appropriationUnverified', '待审核', 'Unverified'],
    ['menu.related.benefitPerson', '个人受益人', 'Individuals'],
    ['message.updatePrompt.title', '操作提示', 'operation prompt'],
    [
      'message.updatePrompt.content',
      '发现新版本，请确认刷新页面',
      'A new version has been released, please confirm to refresh the page',
    ],
    ['message.welcome', '欢迎使用', 'welcome to use'],
    ['message.saveSuccess', '保存成功', 'Save Success'],
    [
      'message.copySettings',
      '复制成功，请粘贴到 src/settings.json 文件中',
      'Copy succeeded, please paste to file src/settings.json',
    ],
    ['login.title', '项目管理系统', 'project management system'],
    ['login.form.username.required', '用户名不能为空', 'Username is required'],
    ['login.form.password.required', '密码不能为空', 'Password is required'],
    ['login.form.error', '账号或者密码错误', 'Wrong username or password'],
    [
      'exception.403.description',
      '对不起，服务器拒绝访问该资源',
      'Access to this resource on the server is denied',
    ],
    ['exception.404.description', '抱歉，页面不见了', 'Whoops, this page is gone'],
    ['exception.500.description', '服务器内部错误', 'Internal server error'],
  ])('%s reads %p / %p', (key, zhText, enText) => {
    expect([zh[key], en[key]]).toEqual([zhText, enText]);
  });

  it('refuses a key defined twice', () => {
    expect(() => splitByLocale({ a: ['甲', 'A'] }, { a: ['乙', 'B'] })).toThrow('Duplicate text key: a');
  });
});
