import { api } from '@pm/shared/api';
import type { ApplicationListItem, Page } from '@pm/shared/contracts';

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
