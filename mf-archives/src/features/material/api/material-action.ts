import { api } from '@pm/web/api';
import type { MaterialBorrowValues } from '@pm/domain/forms';
import type { MaterialDetail } from '@pm/domain/shapes';
import type { MaterialAction } from '@pm/domain/workflow';
import { MATERIAL_TAGS } from './tags';

/** The route of each step (`giveBack` → `give-back`). */
const PATHS: Record<MaterialAction, string> = {
  archive: 'archive',
  borrow: 'borrow',
  giveBack: 'give-back',
  destroy: 'destroy',
};

export type MaterialActionBody =
  | { action: 'archive' }
  | ({ action: 'borrow' } & MaterialBorrowValues)
  | { action: 'giveBack'; comment: string }
  | { action: 'destroy'; reason: string };

export interface MaterialActionArgs {
  id: number;
  version: number;
  step: MaterialActionBody;
}

const materialActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/materials/:id/{archive,borrow,give-back,destroy}`. */
    materialAction: build.mutation<MaterialDetail, MaterialActionArgs>({
      query: ({ id, version, step: { action, ...body } }) => ({
        url: `/pm/materials/${id}/${PATHS[action]}`,
        method: 'POST',
        data: { version, ...body },
      }),
      invalidatesTags: [...MATERIAL_TAGS],
    }),
  }),
});

export const { useMaterialActionMutation } = materialActionApi;
