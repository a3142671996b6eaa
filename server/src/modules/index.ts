import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account/routes';
import { appropriationRoutes } from './appropriations/routes';
import { areaRoutes } from './areas/routes';
import { authRoutes } from './auth/routes';
import { beneficiaryRoutes } from './beneficiaries/routes';
import { clientRoutes } from './client/routes';
import { dashboardRoutes } from './dashboard/routes';
import { materialRoutes } from './materials/routes';
import { messageRoutes } from './messages/routes';
import { menuRoutes } from './menu/routes';
import { projectRoutes } from './projects/routes';
import { testChannelRoutes } from './test-channel/routes';
import { userCenterRoutes } from './user-center/routes';
import { userRoutes } from './users/routes';

/** Every API module, mounted under API_BASE. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(authRoutes);
  await app.register(clientRoutes);
  await app.register(menuRoutes);
  await app.register(projectRoutes);
  await app.register(appropriationRoutes);
  await app.register(beneficiaryRoutes);
  await app.register(materialRoutes);
  await app.register(userRoutes);
  await app.register(messageRoutes);
  await app.register(dashboardRoutes);
  await app.register(userCenterRoutes);
  await app.register(accountRoutes);
  await app.register(areaRoutes);
  if (app.testChannel) await app.register(testChannelRoutes, { channel: app.testChannel });
};
