import { api } from '@pm/web/api';
import type { MaterialCategory } from '@pm/domain/shapes';

const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/materials/categories`: each category's retention period and whether closing needs it. */
    getMaterialCategories: build.query<MaterialCategory[], void>({
      query: () => ({ url: '/pm/materials/categories' }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetMaterialCategoriesQuery } = categoriesApi;
