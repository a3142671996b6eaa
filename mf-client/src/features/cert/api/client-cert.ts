import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ClientAgreementDetail, ClientAgreementItem, ClientCertificate } from '@pm/domain/shapes';

/**
 * The list's parameters, plus the identity in use: the server answers for the session's identity, and keying the
 * cache by it refetches when the user switches to another record on the same phone. Not sent.
 */
export type ClientListArgs = Record<string, string | number> & { beneficiaryId: number };

const clientCertApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientAgreements: build.query<Page<ClientAgreementItem>, ClientListArgs>({
      query: ({ beneficiaryId: _identity, ...params }) => ({ url: '/client/agreements', params }),
    }),
    getClientAgreement: build.query<ClientAgreementDetail, { id: number; beneficiaryId: number }>({
      query: ({ id }) => ({ url: `/client/agreements/${id}` }),
    }),
    getClientCertificates: build.query<Page<ClientCertificate>, ClientListArgs>({
      query: ({ beneficiaryId: _identity, ...params }) => ({ url: '/client/certificates', params }),
    }),
  }),
});

export const { useGetClientAgreementsQuery, useGetClientAgreementQuery, useGetClientCertificatesQuery } =
  clientCertApi;

/** Where the PDFs download from (`downloadFrom` sends the token as a header). */
export const agreementPdfUrl = (id: number) => `/client/agreements/${id}/pdf`;
export const agreementFileUrl = (id: number, fileId: number) => `/client/agreements/${id}/files/${fileId}`;
export const certificatePdfUrl = (id: number) => `/client/certificates/${id}/pdf`;
