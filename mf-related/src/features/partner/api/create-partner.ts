import { api } from '@pm/web/api';
import type { PartnerFormValues } from '@pm/domain/forms';
import type { PartnerDetail } from '@pm/domain/shapes';

const createPartnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new partner; a credit code already on file answers 409 naming that partner. */
    createPartner: build.mutation<PartnerDetail, PartnerFormValues>({
      query: (values) => ({ url: '/pm/partners', method: 'POST', data: values }),
      invalidatesTags: ['Partner'],
    }),
  }),
});

export const { useCreatePartnerMutation } = createPartnerApi;
