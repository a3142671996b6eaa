import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { MaterialListItem } from '@pm/domain/shapes';

const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaterials: build.query<Page<MaterialListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/materials', params }),
    }),
  }),
});

export const { useGetMaterialsQuery } = materialsApi;
