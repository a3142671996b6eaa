import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ProjectListItem } from '@pm/domain/shapes';
import type { ProjectStatus } from '@pm/domain/workflow';

export interface ProjectChoicesArgs {
  /** The statuses a form accepts. */
  statuses: readonly ProjectStatus[];
  keyword?: string;
}

const CHOICES = 20;

const projectChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Projects a form may pick (newest first), searched by name or code, in one of several statuses. */
    getProjectChoices: build.query<ProjectListItem[], ProjectChoicesArgs>({
      query: ({ statuses, keyword }) => ({
        url: '/pm/projects',
        params: {
          status: statuses.join(','),
          keyword: keyword || undefined,
          pageSize: CHOICES,
          sortField: 'createdAt',
          sortOrder: 'descend',
        },
      }),
      transformResponse: (page: Page<ProjectListItem>) => page.list,
      providesTags: ['Project'],
    }),
  }),
});

export const { useGetProjectChoicesQuery } = projectChoicesApi;
