import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { SystemRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(SystemRoutes);

/** The version this build was released as (the shell's remotes panel shows it). */
export const version = process.env.PM_RELEASE_VERSION;
