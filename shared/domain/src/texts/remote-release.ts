import type { Bilingual } from './bilingual';

/**
 * Why a remote's release was refused (contracts/remote-release.ts `ReleaseProblem`): the server's 422 and the
 * settings drawer's remotes panel say it with the same words.
 */
export const remoteReleaseTexts: Bilingual = {
  'release.problem.contract': [
    '该版本需要界面契约 {{required}}，当前主应用提供 {{provided}}',
    'This release needs the remote contract {{required}}; the shell provides {{provided}}',
  ],
  'release.problem.shared': [
    '该版本需要共享依赖 {{name}} {{required}}，当前主应用提供 {{provided}}',
    'This release needs the shared dependency {{name}} {{required}}; the shell provides {{provided}}',
  ],
  'release.problem.sharedMissing': [
    '该版本需要共享依赖 {{name}} {{required}}，当前主应用不提供它',
    'This release needs the shared dependency {{name}} {{required}}, which the shell does not provide',
  ],
  'release.problem.invalidRange': [
    '该版本声明的 {{name}} 版本范围“{{required}}”无法识别',
    'This release declares a range for {{name}} that cannot be read: "{{required}}"',
  ],
};
