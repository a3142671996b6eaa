import { api } from '@pm/web/api';
import type { VolunteerFormValues } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { VOLUNTEER_TAGS } from './tags';

export interface UpdateVolunteerArgs {
  id: number;
  /** The version the edit was opened on: another one is a 409. A blank ID number keeps the stored one. */
  body: VolunteerFormValues & { version: number };
}

const updateVolunteerApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateVolunteer: build.mutation<VolunteerDetail, UpdateVolunteerArgs>({
      query: ({ id, body }) => ({ url: `/pm/volunteers/${id}`, method: 'PUT', data: body }),
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useUpdateVolunteerMutation } = updateVolunteerApi;
