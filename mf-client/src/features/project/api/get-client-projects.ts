import { api } from '@pm/shared/api';
import type { ClientProjectItem, Page } from '@pm/shared/contracts';

export type ClientProjectsArgs = Record<string, string | number> & { beneficiaryId: number };

const clientProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientProjects: build.query<Page<ClientProjectItem>, ClientProjectsArgs>({
      query: ({ beneficiaryId, ...params }) => ({ url: `/client/${beneficiaryId}/projects`, params }),
    }),
  }),
});

export const { useGetClientProjectsQuery } = clientProjectsApi;
