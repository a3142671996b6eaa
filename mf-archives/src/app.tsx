import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { ArchivesRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ArchivesRoutes);

/** The version this build was released as (the shell's remotes panel shows it). */
export const version = process.env.PM_RELEASE_VERSION;
