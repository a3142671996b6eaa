import { api } from '@pm/web/api';
import type { AgreementDetail } from '@pm/domain/shapes';
import type { AgreementFormValues } from '@pm/domain/forms';

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
