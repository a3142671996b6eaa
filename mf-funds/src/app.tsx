import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { FundsRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(FundsRoutes);
