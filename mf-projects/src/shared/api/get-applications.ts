import { api } from '@pm/web/api';
import type { ApplicationListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';

/** `page, pageSize, keyword, status, projectId`, sorting by code, title, amountRequested, status, submittedAt. */
export type GetApplicationsParams = Record<string, string | number>;

const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<Page<ApplicationListItem>, GetApplicationsParams>({
      query: (params) => ({ url: '/pm/applications', params }),
      providesTags: ['Application'],
    }),
  }),
});

export const { useGetApplicationsQuery } = applicationsApi;
