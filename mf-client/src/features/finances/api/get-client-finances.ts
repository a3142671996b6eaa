import { api } from '@pm/web/api';
import type { ClientFinances } from '@pm/domain/shapes';

export interface ClientFinancesArgs {
  /** The identity in use: part of the cache key only, so switching records reads the other's finances. */
  userId: number;
  projectId?: number;
  year?: number;
}

const clientFinancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientFinances: build.query<ClientFinances, ClientFinancesArgs>({
      query: ({ userId: _userId, ...params }) => ({ url: '/client/finances', params }),
    }),
  }),
});

export const { useGetClientFinancesQuery } = clientFinancesApi;

/** Where a paid payment's receipt downloads from. */
export const receiptUrl = (paymentId: number) => `/client/payments/${paymentId}/receipt`;
