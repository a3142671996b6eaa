import { api } from '@pm/web/api';
import type { RemoteName } from '@pm/domain/contracts';
import type { RemoteReleaseSummary } from '@pm/domain/shapes';

/** The remote registry's admin calls (server modules/remotes): errors are shown by the API client's message. */
const remotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRemoteReleases: build.query<RemoteReleaseSummary[], void>({
      query: () => ({ url: '/pm/remote-releases' }),
    }),
    activateRemoteRelease: build.mutation<RemoteReleaseSummary, number>({
      query: (id) => ({ url: `/pm/remote-releases/${id}/activate`, method: 'POST' }),
    }),
    restoreBootstrapRemote: build.mutation<RemoteReleaseSummary, RemoteName>({
      query: (remote) => ({ url: `/pm/remote-releases/bootstrap/${remote}`, method: 'POST' }),
    }),
  }),
});

export const {
  useListRemoteReleasesQuery,
  useActivateRemoteReleaseMutation,
  useRestoreBootstrapRemoteMutation,
} = remotesApi;
