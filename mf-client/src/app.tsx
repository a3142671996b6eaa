import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { ClientRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ClientRoutes);
