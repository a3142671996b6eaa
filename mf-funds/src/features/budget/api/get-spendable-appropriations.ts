import { api } from '@pm/web/api';
import type { SpendableAppropriation } from '@pm/domain/shapes';

const spendableApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Paid appropriations of the budget's project with what of each is not yet recorded as spent. */
    getSpendableAppropriations: build.query<SpendableAppropriation[], number>({
      query: (budgetId) => `/pm/budgets/${budgetId}/spendable-appropriations`,
      // A payment is recorded on the appropriation pages: read again whenever they change too.
      providesTags: ['Budget', 'Appropriation'],
    }),
  }),
});

export const { useGetSpendableAppropriationsQuery } = spendableApi;
