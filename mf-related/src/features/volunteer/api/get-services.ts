import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ServiceRecord } from '@pm/domain/shapes';

export interface GetServicesArgs {
  volunteerId: number;
  params: Record<string, string | number>;
}

const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/volunteers/:id/services`: paged, newest planned first. */
    getServices: build.query<Page<ServiceRecord>, GetServicesArgs>({
      query: ({ volunteerId, params }) => ({ url: `/pm/volunteers/${volunteerId}/services`, params }),
      providesTags: ['Volunteer'],
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;
