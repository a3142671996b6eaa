import { api } from '@pm/web/api';
import type { RevealedId } from '@pm/domain/shapes';
import { timelineTag } from './get-beneficiary-timeline';

const revealApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The full ID number; the server writes every reveal to the operation log (so a new timeline entry). */
    revealId: build.mutation<RevealedId, number>({
      query: (id) => ({ url: `/pm/beneficiaries/${id}/reveal`, method: 'POST' }),
      invalidatesTags: (_revealed, _error, id) => [timelineTag(id)],
    }),
  }),
});

export const { useRevealIdMutation } = revealApi;
