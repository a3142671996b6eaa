import { api } from '@pm/web/api';
import type { BudgetDetail } from '@pm/domain/shapes';

export interface SubmitBudgetArgs {
  id: number;
  /** The version it was shown at: a stale one is refused with 409. */
  version: number;
  comment?: string;
}

const submitBudgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /pm/budgets/:id/submit`: a draft or a revision goes up for approval (its plan must fit the project's
     * amount); its plan is read-only while the approval runs, and its last approval puts it in force.
     */
    submitBudget: build.mutation<BudgetDetail, SubmitBudgetArgs>({
      query: ({ id, version, comment }) => ({
        url: `/pm/budgets/${id}/submit`,
        method: 'POST',
        data: comment === undefined ? { version } : { version, comment },
      }),
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useSubmitBudgetMutation } = submitBudgetApi;
