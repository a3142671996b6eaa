import { api } from '@pm/web/api';
import type { ApprovalBusinessType, ApprovalDefinition, PublishDefinitionBody } from '@pm/domain/shapes';
import { DEFINITIONS_TAG } from './tags';

const publishDefinitionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/approvals/definitions/:businessType`: the new version (the previous one retires). */
    publishApprovalDefinition: build.mutation<
      ApprovalDefinition,
      { businessType: ApprovalBusinessType; body: PublishDefinitionBody }
    >({
      query: ({ businessType, body }) => ({
        url: `/pm/approvals/definitions/${businessType}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: [DEFINITIONS_TAG],
    }),
  }),
});

export const { usePublishApprovalDefinitionMutation } = publishDefinitionApi;
