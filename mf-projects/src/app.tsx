import { createRemoteApp } from '@pm/web/remote';
import { registerLocale } from './locale';
import { ProjectsRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ProjectsRoutes);
