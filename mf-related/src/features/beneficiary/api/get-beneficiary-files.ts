import { api } from '@pm/web/api';
import type { BeneficiaryFile } from '@pm/domain/shapes';

const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Its consent form, qualifications and attachments. Tagged by beneficiary: an edit or a merge refreshes it. */
    getBeneficiaryFiles: build.query<BeneficiaryFile[], number>({
      query: (id) => `/pm/beneficiaries/${id}/files`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiaryFilesQuery } = filesApi;
