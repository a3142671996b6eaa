import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ClientProjectItem } from '@pm/domain/shapes';

export type ClientProjectsArgs = Record<string, string | number> & { beneficiaryId: number };

const clientProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientProjects: build.query<Page<ClientProjectItem>, ClientProjectsArgs>({
      query: ({ beneficiaryId, ...params }) => ({ url: `/client/${beneficiaryId}/projects`, params }),
    }),
  }),
});

export const { useGetClientProjectsQuery } = clientProjectsApi;
