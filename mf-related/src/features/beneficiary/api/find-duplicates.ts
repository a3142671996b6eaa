import { api } from '@pm/web/api';
import type { DuplicateCheck, Duplicates } from '@pm/domain/shapes';

const duplicatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Records that may be the one being typed (same ID, name + birth date, mobile…); a read, sent as a POST body. */
    findDuplicates: build.query<Duplicates, DuplicateCheck>({
      query: (body) => ({ url: '/pm/beneficiaries/duplicates', method: 'POST', data: body, silent: true }),
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useFindDuplicatesQuery } = duplicatesApi;
