import { pagesZhCN } from './pages/zh-CN';
import { signInZhCN } from './sign-in';

/** The shell's own texts; login, navbar, exception and message texts live in the common namespace. */
export const zhCN = {
  ...signInZhCN,
  ...pagesZhCN,
  welcome: {
    title: '欢迎使用项目管理系统',
    enter: '进入系统',
  },
  menuBadge: { todo: '{{count}} 项待审批' },
  remotes: {
    title: '应用版本',
    source: '来源',
    bootstrap: '内置构建',
    release: '发布版本',
    loaded: '本页已加载',
    notLoaded: '尚未加载',
    lastError: '最近错误',
    refused: '{{version}} 被拒绝',
    recheck: '重新检查',
    recheckOk: '{{remote}} 可以加载',
    recheckFailed: '{{remote}} 无法加载',
    releases: '版本记录（{{count}}）',
    releasesOf: '{{remote}} 的版本',
    version: '版本',
    status: '状态',
    active: '使用中',
    kept: '已保留',
    releasedBy: '发布人 · 时间',
    commandLine: '命令行',
    action: '操作',
    activate: '启用',
    activateConfirm: '启用版本 {{version}}？用户下次进入该应用时加载它。',
    useBootstrap: '改用内置构建',
    bootstrapConfirm: '不再使用发布版本，改用内置构建？',
  },
  footer: '基金会项目管理系统',
};
