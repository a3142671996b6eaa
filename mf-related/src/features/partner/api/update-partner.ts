import { api } from '@pm/web/api';
import type { PartnerFormValues } from '@pm/domain/forms';
import type { PartnerDetail } from '@pm/domain/shapes';

const updatePartnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves an edit made on the version read; another version is a 409. */
    updatePartner: build.mutation<PartnerDetail, { id: number; version: number; values: PartnerFormValues }>({
      query: ({ id, version, values }) => ({
        url: `/pm/partners/${id}`,
        method: 'PUT',
        data: { ...values, version },
      }),
      invalidatesTags: ['Partner'],
    }),
  }),
});

export const { useUpdatePartnerMutation } = updatePartnerApi;
