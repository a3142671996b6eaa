import { api } from '@pm/web/api';
import type { ExpenseItem } from '@pm/domain/shapes';
import type { ExpenseReversalValues } from '@pm/domain/forms';

export interface ReverseExpenseArgs {
  budgetId: number;
  expenseId: number;
  body: ExpenseReversalValues;
}

const reverseExpenseApi = api.injectEndpoints({
  endpoints: (build) => ({
    reverseExpense: build.mutation<ExpenseItem, ReverseExpenseArgs>({
      query: ({ budgetId, expenseId, body }) => ({
        url: `/pm/budgets/${budgetId}/expenses/${expenseId}/reverse`,
        method: 'POST',
        data: body,
      }),
      // The line's actual and rate, the budget's totals, the list and what is left of the appropriation change.
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useReverseExpenseMutation } = reverseExpenseApi;
