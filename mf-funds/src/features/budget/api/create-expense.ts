import { api } from '@pm/shared/api';
import type { ExpenseItem } from '@pm/shared/contracts';
import type { ExpenseFormValues } from '@pm/shared/forms';

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
