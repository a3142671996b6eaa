import { api } from '@pm/web/api';
import type { VolunteerFormValues } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { VOLUNTEER_TAGS } from './tags';

const createVolunteerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/volunteers`: a 422 carries every field's message, a 409 names who has the ID number. */
    createVolunteer: build.mutation<VolunteerDetail, VolunteerFormValues>({
      query: (body) => ({ url: '/pm/volunteers', method: 'POST', data: body }),
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useCreateVolunteerMutation } = createVolunteerApi;
