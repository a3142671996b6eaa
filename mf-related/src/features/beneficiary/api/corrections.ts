import { api } from '@pm/web/api';
import type { CorrectionRequest } from '@pm/domain/shapes';

/** The tag of one beneficiary's correction requests. */
const correctionsTag = (id: number) => ({ type: 'Beneficiary' as const, id: `corrections-${id}` });

const correctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The correction requests the beneficiary sent from the client portal, newest first. */
    getBeneficiaryCorrections: build.query<CorrectionRequest[], number>({
      query: (id) => `/pm/beneficiaries/${id}/corrections`,
      providesTags: (_rows, _error, id) => [correctionsTag(id)],
    }),
    /** Accepts one: the change is saved as an edit of the record (its detail and lists change). */
    acceptCorrection: build.mutation<CorrectionRequest, { id: number; beneficiaryId: number }>({
      query: ({ id }) => ({ url: `/pm/beneficiary-corrections/${id}/accept`, method: 'POST', data: {} }),
      invalidatesTags: (_result, _error, { beneficiaryId }) => ['Beneficiary', correctionsTag(beneficiaryId)],
    }),
    rejectCorrection: build.mutation<
      CorrectionRequest,
      { id: number; beneficiaryId: number; reason: string }
    >({
      query: ({ id, reason }) => ({
        url: `/pm/beneficiary-corrections/${id}/reject`,
        method: 'POST',
        data: { reason },
      }),
      invalidatesTags: (_result, _error, { beneficiaryId }) => [correctionsTag(beneficiaryId)],
    }),
  }),
});

export const { useGetBeneficiaryCorrectionsQuery, useAcceptCorrectionMutation, useRejectCorrectionMutation } =
  correctionsApi;
