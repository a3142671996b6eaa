import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';

const RemoteNameSchema = Type.String({ pattern: '^mf_[a-z0-9_]+$' });
const VersionSchema = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$' });

/** `release.json`, written by `pnpm release` beside the release's manifest. */
export const ReleaseInfoSchema = Type.Object({
  remote: RemoteNameSchema,
  version: VersionSchema,
  commit: Type.String(),
  builtAt: Type.String(),
  contract: Type.String(),
  shared: Type.Record(Type.String(), Type.String()),
});

/** `shell/dist/federation.json`, written by the shell's build. */
export const ShellFederationInfoSchema = Type.Object({
  contract: Type.String(),
  shared: Type.Record(Type.String(), Type.String()),
});

const tags = ['remotes'];

const ReleaseRowSchema = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  status: Type.Enum(['ready', 'refused']),
  problems: Type.Array(Type.String()),
  commit: Type.String(),
  builtAt: Type.String(),
  releasedBy: Type.Union([Type.String(), Type.Null()]),
  releasedAt: Type.String(),
  active: Type.Boolean(),
  activatedBy: Type.Union([Type.String(), Type.Null()]),
  activatedAt: Type.Union([Type.String(), Type.Null()]),
});

const SummarySchema = Type.Object({
  remote: Type.String(),
  folder: Type.String(),
  servedVersion: Type.String(),
  activeId: Type.Union([Type.Integer(), Type.Null()]),
  releases: Type.Array(ReleaseRowSchema),
});

export const listReleasesRoute = {
  tags,
  summary:
    'Each remote: the version /remotes.json serves, its active release and every kept release (newest first)',
  response: responses(Type.Array(SummarySchema)),
};

export const registerReleaseRoute = {
  tags,
  summary:
    'Registers releases/<folder>/<version>/ and (unless activate is false) makes it active; a release the shell cannot host (RemoteProps contract or a shared dependency out of range) is kept as refused and answered 422 with the reasons',
  body: Type.Object(
    { remote: RemoteNameSchema, version: VersionSchema, activate: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: responses(SummarySchema),
};

export const activateReleaseRoute = {
  tags,
  summary:
    'Makes a kept release the active one (roll forward or back); the shell loads it at the next navigation into the remote',
  params: IdParams,
  response: responses(SummarySchema),
};

export const useBootstrapRoute = {
  tags,
  summary:
    'Leaves the releases: the remote is served from its bootstrap entry (REMOTES_CONFIG or the built-in dist) again',
  params: Type.Object({ remote: RemoteNameSchema }),
  response: responses(SummarySchema),
};
