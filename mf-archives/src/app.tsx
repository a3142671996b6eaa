import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { ArchivesRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ArchivesRoutes);
