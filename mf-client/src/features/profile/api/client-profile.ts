import { api } from '@pm/web/api';
import type { BeneficiaryType, ClientUser, CorrectionBody, CorrectionRequest } from '@pm/domain/shapes';

/** A record the signed-in phone also signs in as (`GET /client/login/roles`). */
export interface LoginRole {
  id: number;
  type: BeneficiaryType;
  name: string;
}

const CORRECTIONS = { type: 'ClientUser' as const, id: 'corrections' };

const clientProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginRoles: build.query<LoginRole[], void>({
      query: () => '/client/login/roles',
    }),
    /** Switches the session to another record of the same phone; the answer is that record. */
    changeLoginUser: build.mutation<ClientUser, number>({
      query: (id) => ({ url: '/client/change/login/user', method: 'POST', data: { id } }),
    }),
    getClientCorrections: build.query<CorrectionRequest[], number>({
      // Keyed by the identity in use, so a switch reads the other identity's requests.
      query: () => '/client/corrections',
      providesTags: [CORRECTIONS],
    }),
    createClientCorrection: build.mutation<CorrectionRequest, CorrectionBody>({
      query: (body) => ({ url: '/client/corrections', method: 'POST', data: body }),
      invalidatesTags: [CORRECTIONS],
    }),
  }),
});

export const {
  useGetLoginRolesQuery,
  useChangeLoginUserMutation,
  useGetClientCorrectionsQuery,
  useCreateClientCorrectionMutation,
} = clientProfileApi;
