import { api } from '@pm/web/api';
import type { VolunteerDetail } from '@pm/domain/shapes';

const volunteerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/volunteers/:id`: the profile (ID number masked) and the verified hours per project. */
    getVolunteer: build.query<VolunteerDetail, number>({
      query: (id) => `/pm/volunteers/${id}`,
      providesTags: ['Volunteer'],
    }),
  }),
});

export const { useGetVolunteerQuery } = volunteerApi;
