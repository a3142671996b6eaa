import { api } from '@pm/web/api';
import type { AppropriationDetail } from '@pm/domain/shapes';
import type { AppropriationFormValues } from '@pm/domain/forms';
import { APPROPRIATION_WRITE_TAGS } from './tags';

export interface UpdateAppropriationArgs {
  id: number;
  /** The version the form was opened with: a change made meanwhile is refused (409), not overwritten. */
  values: AppropriationFormValues & { version: number };
}

const updateAppropriationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Edits a rejected appropriation (`PUT /pm/appropriations/:id`); resubmitting it is a separate action. */
    updateAppropriation: build.mutation<AppropriationDetail, UpdateAppropriationArgs>({
      query: ({ id, values }) => ({ url: `/pm/appropriations/${id}`, method: 'PUT', data: values }),
      invalidatesTags: [...APPROPRIATION_WRITE_TAGS],
    }),
  }),
});

export const { useUpdateAppropriationMutation } = updateAppropriationApi;
