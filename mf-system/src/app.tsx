import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { SystemRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(SystemRoutes);
