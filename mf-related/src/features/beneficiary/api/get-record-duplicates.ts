import { api } from '@pm/web/api';
import type { Duplicates } from '@pm/domain/shapes';

const recordDuplicatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The possible duplicates of a saved record (same ID, name and birth date, mobile…): a merge's likely picks. */
    getRecordDuplicates: build.query<Duplicates, number>({
      query: (id) => `/pm/beneficiaries/${id}/duplicates`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetRecordDuplicatesQuery } = recordDuplicatesApi;
