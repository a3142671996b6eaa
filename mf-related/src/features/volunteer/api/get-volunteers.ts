import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { VolunteerListItem } from '@pm/domain/shapes';

const volunteersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/volunteers`: paged, with each volunteer's verified hours. */
    getVolunteers: build.query<Page<VolunteerListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/volunteers', params }),
      providesTags: ['Volunteer'],
    }),
  }),
});

export const { useGetVolunteersQuery } = volunteersApi;
