import { createRemoteApp } from '@pm/shared/remote';
import { registerLocale } from './locale';
import { ClientRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ClientRoutes);
