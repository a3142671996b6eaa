import type { zhCN } from './zh-CN';
import { pagesEnUS } from './pages/en-US';
import { signInEnUS } from './sign-in';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enUS: Shape<typeof zhCN> = {
  ...signInEnUS,
  ...pagesEnUS,
  welcome: {
    title: 'Welcome to the project management system',
    enter: 'Enter',
  },
  menuBadge: { todo: '{{count}} to approve' },
  remotes: {
    title: 'Remotes',
    source: 'Source',
    bootstrap: 'Built-in build',
    release: 'Release',
    loaded: 'Loaded here',
    notLoaded: 'Not loaded yet',
    lastError: 'Last error',
    refused: '{{version}} refused',
    recheck: 'Re-check',
    recheckOk: '{{remote}} loads',
    recheckFailed: '{{remote}} does not load',
    releases: 'Releases ({{count}})',
    releasesOf: 'Releases of {{remote}}',
    version: 'Version',
    status: 'Status',
    active: 'Active',
    kept: 'Kept',
    releasedBy: 'Released by · at',
    commandLine: 'command line',
    action: 'Action',
    activate: 'Activate',
    activateConfirm: 'Activate {{version}}? Users load it the next time they open this remote.',
    useBootstrap: 'Use the built-in build',
    bootstrapConfirm: 'Stop using releases and serve the built-in build?',
  },
  footer: 'Foundation project management system',
};
