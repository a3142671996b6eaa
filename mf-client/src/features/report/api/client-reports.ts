import { api } from '@pm/web/api';
import type {
  ClientReportDetail,
  ClientReportItem,
  ClientReportItemDetail,
  ClientReportUpdate,
} from '@pm/domain/shapes';

/**
 * The identity in use keys every query (not sent: the server answers for the session's identity), so switching to
 * another record on the same phone reads that one's schedule and reports.
 */
interface Identity {
  beneficiaryId: number;
}

export type ClientReportItemsArgs = Identity & { status?: string; overdue?: boolean };

const clientReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientReportItems: build.query<ClientReportItem[], ClientReportItemsArgs>({
      query: ({ beneficiaryId: _identity, ...params }) => ({ url: '/client/report-items', params }),
    }),
    getClientReportItem: build.query<ClientReportItemDetail, Identity & { id: number }>({
      query: ({ id }) => ({ url: `/client/report-items/${id}` }),
    }),
    getClientReport: build.query<ClientReportDetail, Identity & { id: number }>({
      query: ({ id }) => ({ url: `/client/reports/${id}` }),
    }),
    createClientReport: build.mutation<
      ClientReportDetail,
      { reportItemId: number; values: Record<string, unknown> }
    >({
      query: (body) => ({ url: '/client/reports', method: 'POST', data: body }),
    }),
    updateClientReport: build.mutation<ClientReportDetail, ClientReportUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/client/reports/${id}`, method: 'PUT', data: body }),
    }),
    submitClientReport: build.mutation<ClientReportDetail, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/client/reports/${id}/submit`,
        method: 'POST',
        data: { version },
      }),
    }),
  }),
});

export const {
  useGetClientReportItemsQuery,
  useGetClientReportItemQuery,
  useGetClientReportQuery,
  useCreateClientReportMutation,
  useUpdateClientReportMutation,
  useSubmitClientReportMutation,
} = clientReportApi;

/** Where a beneficiary's report files go up to and download from. */
export const CLIENT_FILES_URL = '/client/files';
