import { api } from '@pm/web/api';
import type { ExpenseItem } from '@pm/domain/shapes';
import type { ExpenseFormValues } from '@pm/domain/forms';

export interface CreateExpenseArgs {
  budgetId: number;
  body: ExpenseFormValues;
}

const createExpenseApi = api.injectEndpoints({
  endpoints: (build) => ({
    createExpense: build.mutation<ExpenseItem, CreateExpenseArgs>({
      query: ({ budgetId, body }) => ({
        url: `/pm/budgets/${budgetId}/expenses`,
        method: 'POST',
        data: body,
      }),
      // The line's actual and rate, the budget's totals, the list and what is left of the appropriation change.
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useCreateExpenseMutation } = createExpenseApi;
