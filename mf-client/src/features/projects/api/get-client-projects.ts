import { api } from '@pm/shared/api';
import type { ClientProjectItem } from '@pm/shared/contracts';

const clientProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientProjects: build.query<ClientProjectItem[], number>({
      query: (beneficiaryId) => ({ url: `/client/${beneficiaryId}/projects` }),
    }),
  }),
});

export const { useGetClientProjectsQuery } = clientProjectsApi;
