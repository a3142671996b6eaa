import { api } from '@pm/web/api';
import type { MaterialDetail } from '@pm/domain/shapes';
import { MATERIAL_TAGS } from './tags';

export interface AddDocumentsArgs {
  id: number;
  body: { version: number; fileIds: number[] };
}

const addDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/materials/:id/documents`: each upload a new document. */
    addDocuments: build.mutation<MaterialDetail, AddDocumentsArgs>({
      query: ({ id, body }) => ({ url: `/pm/materials/${id}/documents`, method: 'POST', data: body }),
      invalidatesTags: [...MATERIAL_TAGS],
    }),
  }),
});

export const { useAddDocumentsMutation } = addDocumentsApi;
