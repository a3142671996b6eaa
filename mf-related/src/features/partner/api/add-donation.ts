import { api } from '@pm/web/api';
import type { PartnerDonationValues } from '@pm/domain/forms';
import type { PartnerDetail } from '@pm/domain/shapes';

const donationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Records a supporter's donation. */
    addDonation: build.mutation<PartnerDetail, { id: number; values: PartnerDonationValues }>({
      query: ({ id, values }) => ({ url: `/pm/partners/${id}/donations`, method: 'POST', data: values }),
      invalidatesTags: ['Partner'],
    }),
  }),
});

export const { useAddDonationMutation } = donationApi;
