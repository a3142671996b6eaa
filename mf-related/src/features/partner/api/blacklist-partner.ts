import { api } from '@pm/web/api';
import type { PartnerDetail } from '@pm/domain/shapes';

const blacklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Blacklists with a reason, or takes off the blacklist (the reason is then an optional comment). */
    blacklistPartner: build.mutation<
      PartnerDetail,
      { id: number; version: number; action: 'blacklist' | 'unblacklist'; reason: string }
    >({
      query: ({ id, version, action, reason }) => ({
        url: `/pm/partners/${id}/${action}`,
        method: 'POST',
        data: action === 'blacklist' ? { version, reason } : { version, comment: reason },
      }),
      // A project's partner list and the payments may now be refused: their pages read again.
      invalidatesTags: ['Partner', 'Project', 'Appropriation'],
    }),
  }),
});

export const { useBlacklistPartnerMutation } = blacklistApi;
