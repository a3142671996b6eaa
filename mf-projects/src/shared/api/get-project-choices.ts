import { api } from '@pm/shared/api';
import type { Page, ProjectListItem, ProjectStatus } from '@pm/shared/contracts';

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
