import { api } from '@pm/web/api';
import type { MaterialDetail } from '@pm/domain/shapes';
import { MATERIAL_TAGS } from './tags';

export interface AddVersionArgs {
  id: number;
  documentId: number;
  body: { version: number; fileId: number };
}

const addVersionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/materials/:id/documents/:documentId/versions`: the upload becomes the current version. */
    addVersion: build.mutation<MaterialDetail, AddVersionArgs>({
      query: ({ id, documentId, body }) => ({
        url: `/pm/materials/${id}/documents/${documentId}/versions`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: [...MATERIAL_TAGS],
    }),
  }),
});

export const { useAddVersionMutation } = addVersionApi;
