import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { CertRecipientType } from '@pm/domain/certificates/layout';
import type {
  BatchResult,
  Certificate,
  CertTemplate,
  CertTemplateBody,
} from '@pm/domain/certificates/shapes';

export interface CertOption {
  id: number;
  code: string;
  name: string;
}

export interface IssueOneValues {
  templateId: number;
  recipientId: number;
  projectId?: number | null;
  amount?: string | null;
}

export interface IssueBatchValues {
  templateId: number;
  projectId: number;
  minHours: string;
  preview?: boolean;
}

/** Certificate templates, issued certificates and the issue dialog's pickers. */
const certApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCertTemplates: build.query<CertTemplate[], void>({
      query: () => ({ url: '/pm/cert/templates' }),
      providesTags: ['Certificate'],
    }),
    getCertTemplate: build.query<CertTemplate, number>({
      query: (id) => ({ url: `/pm/cert/templates/${id}` }),
      providesTags: ['Certificate'],
    }),
    saveCertTemplate: build.mutation<
      CertTemplate,
      { id: number | null; body: CertTemplateBody & { version?: number } }
    >({
      query: ({ id, body }) =>
        id === null
          ? { url: '/pm/cert/templates', method: 'POST', data: body }
          : { url: `/pm/cert/templates/${id}`, method: 'PUT', data: body },
      invalidatesTags: ['Certificate'],
    }),
    getCertificates: build.query<Page<Certificate>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/cert/issued', params }),
      providesTags: ['Certificate'],
    }),
    issueCertificate: build.mutation<Certificate, IssueOneValues>({
      query: (data) => ({ url: '/pm/cert/issued', method: 'POST', data }),
      invalidatesTags: ['Certificate'],
    }),
    issueCertificates: build.mutation<BatchResult, IssueBatchValues>({
      query: (data) => ({ url: '/pm/cert/issued/batch', method: 'POST', data }),
      invalidatesTags: (_result, _error, values) => (values.preview ? [] : ['Certificate']),
    }),
    revokeCertificate: build.mutation<Certificate, { id: number; reason: string; version: number }>({
      query: ({ id, ...data }) => ({ url: `/pm/cert/issued/${id}/revoke`, method: 'POST', data }),
      invalidatesTags: ['Certificate'],
    }),
    getCertRecipientOptions: build.query<CertOption[], { recipientType: CertRecipientType; keyword: string }>(
      {
        query: (params) => ({ url: '/pm/cert/recipient-options', params }),
      },
    ),
    getCertProjectOptions: build.query<CertOption[], string>({
      query: (keyword) => ({ url: '/pm/cert/project-options', params: { keyword } }),
    }),
  }),
});

export const {
  useGetCertTemplatesQuery,
  useGetCertTemplateQuery,
  useSaveCertTemplateMutation,
  useGetCertificatesQuery,
  useIssueCertificateMutation,
  useIssueCertificatesMutation,
  useRevokeCertificateMutation,
  useGetCertRecipientOptionsQuery,
  useGetCertProjectOptionsQuery,
} = certApi;
