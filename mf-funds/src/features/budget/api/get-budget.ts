import { api } from '@pm/shared/api';
import type { BudgetDetail } from '@pm/shared/contracts';

const budgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<BudgetDetail, number>({
      query: (id) => `/pm/budgets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Budget', id }],
    }),
  }),
});

export const { useGetBudgetQuery } = budgetApi;
