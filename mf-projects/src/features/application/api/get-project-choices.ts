import { api, type AxiosQueryArgs } from '@pm/shared/api';
import type { Page, ProjectListItem, ProjectStatus } from '@pm/shared/contracts';

export interface ProjectChoicesArgs {
  /** The statuses a form accepts; the list call filters one status at a time. */
  statuses: readonly ProjectStatus[];
  keyword?: string;
}

const CHOICES_PER_STATUS = 20;

const projectChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Projects a form may pick (newest first), searched by name or code, across several statuses. */
    getProjectChoices: build.query<ProjectListItem[], ProjectChoicesArgs>({
      async queryFn({ statuses, keyword }, _api, _extra, baseQuery) {
        const results = await Promise.all(
          statuses.map((status) => {
            const args: AxiosQueryArgs = {
              url: '/pm/projects',
              params: {
                status,
                keyword: keyword || undefined,
                pageSize: CHOICES_PER_STATUS,
                sortField: 'createdAt',
                sortOrder: 'descend',
              },
            };
            return baseQuery(args);
          }),
        );
        const failed = results.find((result) => result.error);
        if (failed?.error) return { error: failed.error };
        const rows = results.flatMap((result) => (result.data as Page<ProjectListItem>).list);
        return { data: rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
      },
      providesTags: ['Project'],
    }),
  }),
});

export const { useGetProjectChoicesQuery } = projectChoicesApi;
