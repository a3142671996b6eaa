import { api } from '@pm/web/api';
import type { MaterialDetail } from '@pm/domain/shapes';

const materialApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/materials/:id`: documents with every version, borrowings, history. */
    getMaterial: build.query<MaterialDetail, number>({
      query: (id) => ({ url: `/pm/materials/${id}` }),
      providesTags: ['Archive'],
    }),
  }),
});

export const { useGetMaterialQuery } = materialApi;
