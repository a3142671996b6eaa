import { api } from '@pm/web/api';
import type { MergePreview } from '@pm/domain/shapes';

const mergePreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Both records in full (masked) and how many links would move to the survivor (`id`). */
    getMergePreview: build.query<MergePreview, { id: number; otherId: number }>({
      query: ({ id, otherId }) => ({ url: `/pm/beneficiaries/${id}/merge-preview`, params: { otherId } }),
      providesTags: ['Beneficiary'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMergePreviewQuery } = mergePreviewApi;
