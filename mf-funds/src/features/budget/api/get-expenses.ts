import { api } from '@pm/web/api';
import type { ExpenseItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';

export interface GetExpensesArgs {
  budgetId: number;
  /** `page, pageSize, lineId, keyword, sortField, sortOrder`. */
  params: Record<string, string | number>;
}

const expensesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExpenses: build.query<Page<ExpenseItem>, GetExpensesArgs>({
      query: ({ budgetId, params }) => ({ url: `/pm/budgets/${budgetId}/expenses`, params }),
      providesTags: ['Budget'],
    }),
  }),
});

export const { useGetExpensesQuery } = expensesApi;
