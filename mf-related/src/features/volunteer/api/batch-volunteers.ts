import { api } from '@pm/web/api';
import type { BatchItem } from '@pm/domain/contracts';
import type { BatchResult } from '@pm/domain/shapes';
import type { VolunteerAction } from '@pm/domain/workflow';
import { VOLUNTEER_TAGS } from './tags';

export interface BatchVolunteersBody {
  action: VolunteerAction;
  items: BatchItem[];
  comment?: string;
}

const batchVolunteersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each volunteer in its own transaction on the server: the answer lists what went through and what did not. */
    batchVolunteers: build.mutation<BatchResult, BatchVolunteersBody>({
      query: (body) => ({ url: '/pm/volunteers/batch', method: 'POST', data: body }),
      invalidatesTags: [...VOLUNTEER_TAGS],
    }),
  }),
});

export const { useBatchVolunteersMutation } = batchVolunteersApi;
