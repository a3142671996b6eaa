import { RegisterReleaseBodySchema, RemoteNameSchema, RemoteReleaseSummarySchema } from '@pm/domain/shapes';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';

const tags = ['remotes'];

export const listReleasesRoute = {
  tags,
  summary:
    'Each remote: the version /remotes.json serves, its active release and every kept release (newest first)',
  response: responses(Type.Array(RemoteReleaseSummarySchema)),
};

export const registerReleaseRoute = {
  tags,
  summary:
    'Registers releases/<folder>/<version>/ and (unless activate is false) makes it active; a release the shell cannot host (RemoteProps contract or a shared dependency out of range) is kept as refused and answered 422 with the reasons',
  body: RegisterReleaseBodySchema,
  response: responses(RemoteReleaseSummarySchema),
};

export const activateReleaseRoute = {
  tags,
  summary:
    'Makes a kept release the active one (roll forward or back); the shell loads it at the next navigation into the remote',
  params: IdParams,
  response: responses(RemoteReleaseSummarySchema),
};

export const useBootstrapRoute = {
  tags,
  summary:
    'Leaves the releases: the remote is served from its bootstrap entry (REMOTES_CONFIG or the built-in dist) again',
  params: Type.Object({ remote: RemoteNameSchema }),
  response: responses(RemoteReleaseSummarySchema),
};
