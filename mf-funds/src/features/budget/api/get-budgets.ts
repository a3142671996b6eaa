import { api } from '@pm/shared/api';
import type { BudgetListItem, Page } from '@pm/shared/contracts';

/** `page, pageSize, keyword` (project name or code), `status`, `overrun=true`, `sortField`, `sortOrder`. */
export type GetBudgetsParams = Record<string, string | number>;

const budgetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBudgets: build.query<Page<BudgetListItem>, GetBudgetsParams>({
      query: (params) => ({ url: '/pm/budgets', params }),
      providesTags: ['Budget'],
    }),
  }),
});

export const { useGetBudgetsQuery } = budgetsApi;
