import { api } from '@pm/web/api';
import type { BudgetProject } from '@pm/domain/shapes';

const budgetProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Projects a budget can be made for (at most 20), each with its budget if it has one already. */
    getBudgetProjects: build.query<BudgetProject[], string>({
      query: (keyword) => ({ url: '/pm/budget-projects', params: keyword ? { keyword } : undefined }),
      providesTags: ['Budget', 'Project'],
    }),
  }),
});

export const { useGetBudgetProjectsQuery } = budgetProjectsApi;
