import { createRemoteApp } from '@pm/shared/remote';
import { registerLocale } from './locale';
import { ProjectsRoutes } from './routes';

registerLocale();

export const { bootstrap, mount, unmount, update } = createRemoteApp(ProjectsRoutes);
