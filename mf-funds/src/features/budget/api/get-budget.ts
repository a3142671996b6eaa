import { api } from '@pm/web/api';
import type { BudgetDetail } from '@pm/domain/shapes';

const budgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudget: build.query<BudgetDetail, number>({
      query: (id) => `/pm/budgets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Budget', id }],
    }),
  }),
});

export const { useGetBudgetQuery } = budgetApi;
