import { api } from '@pm/web/api';
import type { BudgetListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';

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
