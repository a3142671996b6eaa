import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The remote registry's admin API (modules/remotes): registering and activating releases. */
export const remoteReleaseTexts: Bilingual = {
  'release.unknownRemote': ['没有名为 {{remote}} 的应用', 'There is no remote named {{remote}}'],
  'release.missing': [
    '找不到 {{remote}} 的版本 {{version}}（releases 目录中没有它的 mf-manifest.json）',
    'Release {{version}} of {{remote}} is not there (no mf-manifest.json in its releases folder)',
  ],
  'release.invalid': [
    '{{remote}} 版本 {{version}} 的 release.json 缺失或不正确',
    'The release.json of {{remote}} {{version}} is missing or wrong',
  ],
  'release.shellUnknown': [
    '主应用的构建没有说明它提供的界面契约和共享依赖（shell/dist/federation.json），请先构建主应用',
    "The shell's build does not say which contract and shared dependencies it provides (shell/dist/federation.json): build the shell first",
  ],
  'release.notFound': ['该应用版本不存在', 'That release does not exist'],
  'release.refusedCannotActivate': [
    '版本 {{version}} 登记时被拒绝，不能启用',
    'Release {{version}} was refused at registration and cannot be made active',
  ],
  'release.refused': ['登记被拒绝：{{reasons}}', 'Registration refused: {{reasons}}'],
};
