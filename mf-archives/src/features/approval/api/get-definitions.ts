import { api } from '@pm/web/api';
import type { ApprovalDefinitionSummary } from '@pm/domain/shapes';
import { DEFINITIONS_TAG } from './tags';

const definitionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/approvals/definitions`: each business type with its published version. */
    getApprovalDefinitions: build.query<ApprovalDefinitionSummary[], void>({
      query: () => ({ url: '/pm/approvals/definitions' }),
      providesTags: [DEFINITIONS_TAG],
    }),
  }),
});

export const { useGetApprovalDefinitionsQuery } = definitionsApi;
