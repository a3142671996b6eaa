import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { listBeneficiariesRoute } from './schema';
import { listBeneficiaries } from './list';

export const beneficiaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/beneficiaries',
    { schema: listBeneficiariesRoute, config: { access: { audience: 'staff', permission: 'beneficiary' } } },
    async (request) => ok(await listBeneficiaries(app.db, app.searchHash, request.query)),
  );
};
