import { api } from '@pm/shared/api';
import type { AgreementDetail } from '@pm/shared/contracts';
import type { AgreementFormValues } from '@pm/shared/forms';

export interface UpdateAgreementArgs {
  id: number;
  values: AgreementFormValues & { version: number };
}

const updateAgreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAgreement: build.mutation<AgreementDetail, UpdateAgreementArgs>({
      query: ({ id, values }) => ({ url: `/pm/agreements/${id}`, method: 'PUT', data: values }),
      invalidatesTags: ['Agreement', 'Project', 'Report'],
    }),
  }),
});

export const { useUpdateAgreementMutation } = updateAgreementApi;
