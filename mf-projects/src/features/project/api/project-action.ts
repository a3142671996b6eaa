import { api } from '@pm/web/api';
import type { ProjectDetail } from '@pm/domain/shapes';
import type { ProjectButtonAction } from '@pm/domain/workflow';

export interface ProjectActionArgs {
  id: number;
  action: ProjectButtonAction;
  /** The version the page showed: the server refuses (409) an action on a project changed since. */
  version: number;
  /** Required for suspend and terminate (`needsComment`). */
  comment?: string;
  /** No error toast: the caller reports the failure itself (the list's batch summary). */
  silent?: boolean;
}

const projectActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One of the project's buttons (`POST /pm/projects/:id/:action`): start, suspend, resume, close… */
    projectAction: build.mutation<ProjectDetail, ProjectActionArgs>({
      query: ({ id, action, version, comment, silent }) => ({
        url: `/pm/projects/${id}/${action}`,
        method: 'POST',
        data: comment === undefined ? { version } : { version, comment },
        silent,
      }),
      invalidatesTags: ['Project'],
    }),
  }),
});

export const { useProjectActionMutation } = projectActionApi;
