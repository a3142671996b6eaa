import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CompanyFormValues, PersonFormValues } from '@pm/domain/forms';
import { BENEFICIARY_BUTTONS as BUTTONS } from '@pm/domain/workflow';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { runBatchStatus, runStatusAction } from './actions';
import { addClientAccount, clientAccounts, removeClientAccount } from './client-accounts';
import { beneficiaryDetail, beneficiaryForm } from './detail';
import { checkDuplicates, duplicatesOf } from './duplicates';
import { listBeneficiaries } from './list';
import { mergeBeneficiaries, mergePreview } from './merge';
import {
  beneficiaryAgreements,
  beneficiaryFiles,
  beneficiaryPayments,
  beneficiaryProjects,
  beneficiaryReports,
  beneficiaryTimeline,
} from './related';
import { revealIdNumber } from './reveal';
import {
  addClientAccountRoute,
  agreementsRoute,
  batchStatusRoute,
  beneficiaryDetailRoute,
  beneficiaryFormRoute,
  clientAccountsRoute,
  createCompanyRoute,
  createPersonRoute,
  duplicateCheckRoute,
  duplicatesOfRoute,
  exportBeneficiariesRoute,
  filesRoute,
  listBeneficiariesRoute,
  mergePreviewRoute,
  mergeRoute,
  paymentsRoute,
  projectsRoute,
  removeClientAccountRoute,
  reportsRoute,
  revealRoute,
  statusActionRoute,
  timelineRoute,
  updateCompanyRoute,
  updatePersonRoute,
} from './schema';
import { createCompany, updateCompany } from './company-write';
import { createPerson, updatePerson } from './write';
import { dataScopeOf } from '../../security/data-scope';
import { sendExport } from '../exports/send';

/** The loose body schemas carry every field (their defaults); the shared form checks the values. */
type Versioned = { version: number };

/** Reading any of it needs the menu key. */
const READ = 'beneficiary';

export const beneficiaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = { hash: app.searchHash, cipher: app.fieldCipher };

  app.get('/pm/beneficiaries', { schema: listBeneficiariesRoute, config: staff(READ) }, async (request) =>
    ok(await listBeneficiaries(app.db, app.searchHash, request.query, await dataScopeOf(request, app.db))),
  );

  app.get(
    '/pm/beneficiaries/export',
    { schema: exportBeneficiariesRoute, config: staff(BUTTONS.export) },
    async (request, reply) => {
      return sendExport(app, request, reply, 'beneficiaries', request.query);
    },
  );

  app.post(
    '/pm/beneficiaries/persons',
    { schema: createPersonRoute, config: staff(BUTTONS.create) },
    async (request) => ok(await createPerson(app.db, request, request.body as PersonFormValues, services)),
  );

  app.post(
    '/pm/beneficiaries/companies',
    { schema: createCompanyRoute, config: staff(BUTTONS.create) },
    async (request) => ok(await createCompany(app.db, request, request.body as CompanyFormValues, services)),
  );

  app.put(
    '/pm/beneficiaries/persons/:id',
    { schema: updatePersonRoute, config: staff(BUTTONS.update) },
    async (request) =>
      ok(
        await updatePerson(
          app.db,
          request,
          request.params.id,
          request.body as PersonFormValues & Versioned,
          services,
        ),
      ),
  );

  app.put(
    '/pm/beneficiaries/companies/:id',
    { schema: updateCompanyRoute, config: staff(BUTTONS.update) },
    async (request) =>
      ok(
        await updateCompany(
          app.db,
          request,
          request.params.id,
          request.body as CompanyFormValues & Versioned,
          services,
        ),
      ),
  );

  app.post(
    '/pm/beneficiaries/duplicates',
    { schema: duplicateCheckRoute, config: staff(READ) },
    async (request) => ok(await checkDuplicates(app.db, app.searchHash, request.body)),
  );

  app.post(
    '/pm/beneficiaries/batch/status',
    { schema: batchStatusRoute, config: staff(BUTTONS.status) },
    async (request) => ok(await runBatchStatus(app.db, request, request.body.ids, request.body.action)),
  );

  app.get('/pm/beneficiaries/:id', { schema: beneficiaryDetailRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryDetail(app.db, request, request.params.id)),
  );

  app.get(
    '/pm/beneficiaries/:id/form',
    { schema: beneficiaryFormRoute, config: staff(BUTTONS.update) },
    async (request) => ok(await beneficiaryForm(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/beneficiaries/:id/reveal',
    { schema: revealRoute, config: staff(BUTTONS.reveal) },
    async (request) => ok(await revealIdNumber(app.db, request, request.params.id, services)),
  );

  app.post(
    '/pm/beneficiaries/:id/status',
    { schema: statusActionRoute, config: staff(BUTTONS.status) },
    async (request) =>
      ok(
        await runStatusAction(app.db, request, request.params.id, request.body.action, request.body.version),
      ),
  );

  app.get(
    '/pm/beneficiaries/:id/duplicates',
    { schema: duplicatesOfRoute, config: staff(READ) },
    async (request) => ok(await duplicatesOf(app.db, request, request.params.id)),
  );

  app.get(
    '/pm/beneficiaries/:id/merge-preview',
    { schema: mergePreviewRoute, config: staff(BUTTONS.merge) },
    async (request) => ok(await mergePreview(app.db, request, request.params.id, request.query.otherId)),
  );

  app.post(
    '/pm/beneficiaries/:id/merge',
    { schema: mergeRoute, config: staff(BUTTONS.merge) },
    async (request) => ok(await mergeBeneficiaries(app.db, request, request.params.id, request.body)),
  );

  app.get('/pm/beneficiaries/:id/projects', { schema: projectsRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryProjects(app.db, request, request.params.id)),
  );
  app.get('/pm/beneficiaries/:id/payments', { schema: paymentsRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryPayments(app.db, request, request.params.id)),
  );
  app.get(
    '/pm/beneficiaries/:id/agreements',
    { schema: agreementsRoute, config: staff(READ) },
    async (request) => ok(await beneficiaryAgreements(app.db, request, request.params.id)),
  );
  app.get('/pm/beneficiaries/:id/reports', { schema: reportsRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryReports(app.db, request, request.params.id)),
  );
  app.get('/pm/beneficiaries/:id/files', { schema: filesRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryFiles(app.db, request, request.params.id)),
  );
  app.get('/pm/beneficiaries/:id/timeline', { schema: timelineRoute, config: staff(READ) }, async (request) =>
    ok(await beneficiaryTimeline(app.db, request, request.params.id)),
  );
  app.get(
    '/pm/beneficiaries/:id/client-accounts',
    { schema: clientAccountsRoute, config: staff(READ) },
    async (request) => ok(await clientAccounts(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/beneficiaries/:id/client-accounts',
    { schema: addClientAccountRoute, config: staff(BUTTONS.update) },
    async (request) => ok(await addClientAccount(app.db, request, request.params.id, request.body.mobile)),
  );

  app.delete(
    '/pm/beneficiaries/:id/client-accounts/:accountId',
    { schema: removeClientAccountRoute, config: staff(BUTTONS.update) },
    async (request) =>
      ok(await removeClientAccount(app.db, request, request.params.id, request.params.accountId)),
  );
};
