import { api } from '@pm/web/api';
import type { AgreementDetail } from '@pm/domain/shapes';
import type { AgreementFormValues } from '@pm/domain/forms';

const createAgreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAgreement: build.mutation<AgreementDetail, AgreementFormValues>({
      query: (values) => ({ url: '/pm/agreements', method: 'POST', data: values }),
      invalidatesTags: ['Agreement', 'Project'],
    }),
  }),
});

export const { useCreateAgreementMutation } = createAgreementApi;
