import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatMoney } from '@pm/domain/money/format-money';
import type { ClientAgreementDetail } from '@pm/domain/shapes/client-cert';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../http/download';
import { ok } from '../../http/envelope';
import { clientOf } from '../../plugins/auth';
import { sendStoredFile } from '../files/send';
import type { AgreementPdfWords } from './agreement-pdf';
import {
  clientAgreementFileRoute,
  clientAgreementPdfRoute,
  clientAgreementRoute,
  clientAgreementsRoute,
  clientCertificatePdfRoute,
  clientCertificatesRoute,
} from './cert-schema';
import {
  clientAgreement,
  clientAgreementFile,
  clientAgreements,
  clientCertificatePdf,
  clientCertificates,
} from './cert-service';

/** The agreement PDF's words in the reader's language. */
function pdfWords(request: FastifyRequest, agreement: ClientAgreementDetail): AgreementPdfWords {
  const t = (key: string, values?: Record<string, unknown>) => request.t(`clientCert.${key}`, values);
  const label = (key: string) => t(`pdf.${key}`);
  return {
    title: label('title'),
    status: t(`status.${agreement.status}`),
    labels: {
      number: label('number'),
      project: label('project'),
      partyA: label('partyA'),
      partyB: label('partyB'),
      signedDate: label('signedDate'),
      term: label('term'),
      totalAmount: label('totalAmount'),
      status: label('status'),
      clauses: label('clauses'),
      instalments: label('instalments'),
      reportItems: label('reportItems'),
      none: label('none'),
    },
    money: (amount) => t('pdf.money', { amount: formatMoney(amount) }),
    instalment: (seq, date, amount, report) =>
      report === null
        ? t('pdf.instalment', { seq, date, amount })
        : t('pdf.instalmentAfter', { seq, date, amount, report }),
    reportItem: (seq, title, date) => t('pdf.reportItem', { seq, title, date }),
  };
}

const sendPdf = (reply: FastifyReply, name: string, bytes: Uint8Array) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));

/**
 * The portal's agreements and certificates (issue 17): each answers only for the identity in use, and any id that is
 * not that beneficiary's is a 404. Agreements shown are those signed (CLIENT_AGREEMENT_STATUSES).
 */
export const clientCertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const client = { access: { audience: 'client' as const } };

  app.get('/client/agreements', { schema: clientAgreementsRoute, config: client }, async (request) =>
    ok(await clientAgreements(app.db, clientOf(request).beneficiaryId, request.query)),
  );

  app.get('/client/agreements/:id', { schema: clientAgreementRoute, config: client }, async (request) =>
    ok(await clientAgreement(app.db, request, clientOf(request).beneficiaryId, request.params.id)),
  );

  app.get(
    '/client/agreements/:id/pdf',
    { schema: clientAgreementPdfRoute, config: client },
    async (request, reply) => {
      const agreement = await clientAgreement(
        app.db,
        request,
        clientOf(request).beneficiaryId,
        request.params.id,
      );
      // pdf-lib and the font load on the first download, not at start-up.
      const { renderAgreementPdf } = await import('./agreement-pdf');
      const bytes = await renderAgreementPdf(agreement, pdfWords(request, agreement));
      return sendPdf(reply, `${agreement.number}.pdf`, bytes);
    },
  );

  app.get(
    '/client/agreements/:id/files/:fileId',
    { schema: clientAgreementFileRoute, config: client },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await clientAgreementFile(app.db, request, clientOf(request).beneficiaryId, id, fileId);
      return sendStoredFile(request, reply, file);
    },
  );

  app.get('/client/certificates', { schema: clientCertificatesRoute, config: client }, async (request) =>
    ok(await clientCertificates(app.db, request, clientOf(request).beneficiaryId, request.query)),
  );

  app.get(
    '/client/certificates/:id/pdf',
    { schema: clientCertificatePdfRoute, config: client },
    async (request, reply) => {
      const pdf = await clientCertificatePdf(
        app.db,
        request,
        clientOf(request).beneficiaryId,
        request.params.id,
      );
      if (pdf.kind === 'stored') return sendStoredFile(request, reply, pdf.file);
      return sendPdf(reply, pdf.name, pdf.bytes);
    },
  );
};
