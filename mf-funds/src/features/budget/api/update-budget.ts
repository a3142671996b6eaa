import { api } from '@pm/web/api';
import type { BudgetDetail } from '@pm/domain/shapes';
import type { BudgetFormValues } from '@pm/domain/forms';

export interface UpdateBudgetArgs {
  id: number;
  /** Periods and lines sent with their id are kept; a missing one is removed (refused when it has expenses). */
  body: BudgetFormValues & { version: number };
}

const updateBudgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateBudget: build.mutation<BudgetDetail, UpdateBudgetArgs>({
      query: ({ id, body }) => ({ url: `/pm/budgets/${id}`, method: 'PUT', data: body }),
      // After a refusal too: a 409 (changed by someone else) reads the budget again.
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useUpdateBudgetMutation } = updateBudgetApi;
