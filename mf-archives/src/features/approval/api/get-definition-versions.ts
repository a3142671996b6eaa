import { api } from '@pm/web/api';
import type { ApprovalBusinessType, ApprovalDefinition } from '@pm/domain/shapes';
import { DEFINITIONS_TAG } from './tags';

const definitionVersionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/approvals/definitions/:businessType`: its versions, newest first. */
    getApprovalDefinitionVersions: build.query<ApprovalDefinition[], ApprovalBusinessType>({
      query: (businessType) => ({ url: `/pm/approvals/definitions/${businessType}` }),
      providesTags: [DEFINITIONS_TAG],
    }),
  }),
});

export const { useGetApprovalDefinitionVersionsQuery } = definitionVersionsApi;
