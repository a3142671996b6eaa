import { api } from '@pm/web/api';
import type { BudgetDetail } from '@pm/domain/shapes';
import type { BudgetAction } from '@pm/domain/workflow';

export interface BudgetActionArgs {
  id: number;
  /** `lock` or `revise`; approving is its approval's (`submit-budget.ts` starts it). */
  action: BudgetAction;
  /** The version the action was decided on; the comment is optional. */
  body: { version: number; comment?: string };
}

const budgetActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    budgetAction: build.mutation<BudgetDetail, BudgetActionArgs>({
      query: ({ id, action, body }) => ({ url: `/pm/budgets/${id}/${action}`, method: 'POST', data: body }),
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useBudgetActionMutation } = budgetActionApi;
