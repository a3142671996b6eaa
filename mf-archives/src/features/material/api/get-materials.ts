import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { MaterialListItem } from '@pm/domain/shapes';

const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/materials`: the entries the caller sees, paged, with their open borrowing. */
    getMaterials: build.query<Page<MaterialListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/materials', params }),
      providesTags: ['Archive'],
    }),
  }),
});

export const { useGetMaterialsQuery } = materialsApi;
