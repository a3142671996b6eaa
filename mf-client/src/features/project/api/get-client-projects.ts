import { api } from '@pm/web/api';
import type { ClientProjectItem, Page } from '@pm/domain/contracts';

export type ClientProjectsArgs = Record<string, string | number> & { beneficiaryId: number };

const clientProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientProjects: build.query<Page<ClientProjectItem>, ClientProjectsArgs>({
      query: ({ beneficiaryId, ...params }) => ({ url: `/client/${beneficiaryId}/projects`, params }),
    }),
  }),
});

export const { useGetClientProjectsQuery } = clientProjectsApi;
