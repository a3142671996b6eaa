import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PARTNER_BUTTONS } from '@pm/domain/workflow/partner-buttons';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { stepBlacklist } from './actions';
import { runPartnerBatch } from './batch';
import { partnerDetail } from './detail';
import { addDonation } from './donation-write';
import { listPartners } from './list';
import {
  addDonationRoute,
  batchPartnersRoute,
  blacklistPartnerRoute,
  createPartnerRoute,
  exportPartnersRoute,
  listPartnersRoute,
  partnerDetailRoute,
  unblacklistPartnerRoute,
  updatePartnerRoute,
} from './schema';
import { createPartner, updatePartner } from './write';
import { sendExport } from '../exports/send';

/**
 * Partners (`/related/partner/…`): reading needs the key `partner`, each change its button code
 * (`partner:create`, `partner:update`, `partner:blacklist`, `partner:export`).
 */
export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/partners', { schema: listPartnersRoute, config: staff('partner') }, async (request) =>
    ok(await listPartners(app.db, app.searchHash, request.query)),
  );

  app.get(
    '/pm/partners/export',
    { schema: exportPartnersRoute, config: staff(PARTNER_BUTTONS.export) },
    async (request, reply) => {
      return sendExport(app, request, reply, 'partners', request.query);
    },
  );

  app.post(
    '/pm/partners/batch',
    { schema: batchPartnersRoute, config: staff(PARTNER_BUTTONS.blacklist) },
    async (request) => ok(await runPartnerBatch(app.db, request, request.body)),
  );

  app.get('/pm/partners/:id', { schema: partnerDetailRoute, config: staff('partner') }, async (request) =>
    ok(await partnerDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/partners',
    { schema: createPartnerRoute, config: staff(PARTNER_BUTTONS.create) },
    async (request) => ok(await app.db.transaction((tx) => createPartner(tx, request, request.body))),
  );

  app.put(
    '/pm/partners/:id',
    { schema: updatePartnerRoute, config: staff(PARTNER_BUTTONS.update) },
    async (request) =>
      ok(await app.db.transaction((tx) => updatePartner(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/partners/:id/blacklist',
    { schema: blacklistPartnerRoute, config: staff(PARTNER_BUTTONS.blacklist) },
    async (request) =>
      ok(await stepBlacklist(app.db, request, request.params.id, { action: 'blacklist', ...request.body })),
  );

  app.post(
    '/pm/partners/:id/unblacklist',
    { schema: unblacklistPartnerRoute, config: staff(PARTNER_BUTTONS.blacklist) },
    async (request) =>
      ok(await stepBlacklist(app.db, request, request.params.id, { action: 'unblacklist', ...request.body })),
  );

  app.post(
    '/pm/partners/:id/donations',
    { schema: addDonationRoute, config: staff(PARTNER_BUTTONS.update) },
    async (request) =>
      ok(await app.db.transaction((tx) => addDonation(tx, request, request.params.id, request.body))),
  );
};
