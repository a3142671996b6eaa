import { api } from '@pm/web/api';
import type { BudgetDetail } from '@pm/domain/shapes';
import type { BudgetFormValues } from '@pm/domain/forms';

export type CreateBudgetBody = { projectId: number } & BudgetFormValues;

const createBudgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One budget per project: a second one is refused with 409. */
    createBudget: build.mutation<BudgetDetail, CreateBudgetBody>({
      query: (body) => ({ url: '/pm/budgets', method: 'POST', data: body }),
      invalidatesTags: ['Budget'],
    }),
  }),
});

export const { useCreateBudgetMutation } = createBudgetApi;
