import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { acceptCorrection, rejectCorrection, staffCorrections } from './corrections';
import { acceptCorrectionRoute, beneficiaryCorrectionsRoute, rejectCorrectionRoute } from './schema';

/**
 * The staff side of the portal's correction requests: read with the beneficiary menu key, decided with the
 * beneficiary edit code; the beneficiary must be in the user's data scope (else 404).
 */
export const correctionStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = { hash: app.searchHash, cipher: app.fieldCipher };

  app.get(
    '/pm/beneficiaries/:id/corrections',
    { schema: beneficiaryCorrectionsRoute, config: staff('beneficiary') },
    async (request) => ok(await staffCorrections(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/beneficiary-corrections/:id/accept',
    { schema: acceptCorrectionRoute, config: staff(BENEFICIARY_BUTTONS.update) },
    async (request) => ok(await acceptCorrection(app.db, request, request.params.id, services)),
  );

  app.post(
    '/pm/beneficiary-corrections/:id/reject',
    { schema: rejectCorrectionRoute, config: staff(BENEFICIARY_BUTTONS.update) },
    async (request) => ok(await rejectCorrection(app.db, request, request.params.id, request.body)),
  );
};
