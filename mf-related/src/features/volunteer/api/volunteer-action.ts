import { api } from '@pm/web/api';
import type { VolunteerDetail } from '@pm/domain/shapes';
import type { VolunteerAction } from '@pm/domain/workflow';
import { VOLUNTEER_TAGS } from './tags';

export interface VolunteerActionArgs {
  id: number;
  action: VolunteerAction;
  body: { version: number; comment?: string };
}

const volunteerActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/volunteers/:id/{activate,suspend,resume,leave}`. */
    volunteerAction: build.mutation<VolunteerDetail, VolunteerActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/volunteers/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useVolunteerActionMutation } = volunteerActionApi;
