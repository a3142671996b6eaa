import { api } from '@pm/web/api';
import type { AgreementDetail } from '@pm/domain/shapes';

export interface AddAgreementFileArgs {
  agreementId: number;
  fileId: number;
}

const addAgreementFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Attaches an uploaded file as the agreement's next file version (1, 2, …). */
    addAgreementFile: build.mutation<AgreementDetail, AddAgreementFileArgs>({
      query: ({ agreementId, fileId }) => ({
        url: `/pm/agreements/${agreementId}/files`,
        method: 'POST',
        data: { fileId },
      }),
      invalidatesTags: (_result, _error, { agreementId }) => [{ type: 'Agreement', id: agreementId }, 'File'],
    }),
  }),
});

export const { useAddAgreementFileMutation } = addAgreementFileApi;
