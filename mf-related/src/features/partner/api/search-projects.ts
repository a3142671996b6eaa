import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ProjectListItem } from '@pm/domain/shapes';

const projectSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Projects matching a keyword (name or code), for linking a donation to one. */
    searchPartnerProjects: build.query<Page<ProjectListItem>, string>({
      query: (keyword) => ({ url: '/pm/projects', params: { keyword, pageSize: 20 } }),
      providesTags: ['Project'],
    }),
  }),
});

/** For `RecordSelect`: the rows of the search. */
export function useProjectRows(keyword: string, skip: boolean) {
  const { data, isFetching } = projectSearchApi.useSearchPartnerProjectsQuery(keyword, { skip });
  return { data: data?.list, isFetching };
}
