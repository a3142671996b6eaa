import { api } from '@pm/web/api';
import type { MaterialFormValues } from '@pm/domain/forms';
import type { MaterialDetail } from '@pm/domain/shapes';
import { MATERIAL_TAGS } from './tags';

const createMaterialApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/materials`: a 422 carries every field's message. */
    createMaterial: build.mutation<MaterialDetail, MaterialFormValues>({
      query: (body) => ({ url: '/pm/materials', method: 'POST', data: body }),
      invalidatesTags: [...MATERIAL_TAGS],
    }),
  }),
});

export const { useCreateMaterialMutation } = createMaterialApi;
