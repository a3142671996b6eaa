import { api } from '@pm/shared/api';
import type { AgreementDetail } from '@pm/shared/contracts';
import type { AgreementFormValues } from '@pm/shared/forms';

const createAgreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAgreement: build.mutation<AgreementDetail, AgreementFormValues>({
      query: (values) => ({ url: '/pm/agreements', method: 'POST', data: values }),
      invalidatesTags: ['Agreement', 'Project'],
    }),
  }),
});

export const { useCreateAgreementMutation } = createAgreementApi;
