import { api } from '@pm/web/api';
import type { AppropriationDetail } from '@pm/domain/shapes';
import type { AppropriationFormValues } from '@pm/domain/forms';
import { APPROPRIATION_WRITE_TAGS } from './tags';

export interface CreateAppropriationArgs {
  values: AppropriationFormValues;
  /**
   * One key per filled-in form: the server answers a repeat with the same key (a double click, a retry after a
   * lost answer) with the appropriation the first one made, instead of making a second.
   */
  idempotencyKey: string;
}

const createAppropriationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAppropriation: build.mutation<AppropriationDetail, CreateAppropriationArgs>({
      query: ({ values, idempotencyKey }) => ({
        url: '/pm/appropriations',
        method: 'POST',
        data: values,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [...APPROPRIATION_WRITE_TAGS],
    }),
  }),
});

export const { useCreateAppropriationMutation } = createAppropriationApi;
