import { Type, type Static } from 'typebox';
import { REMOTE_NAMES } from '../contracts/remote-registry';
import { RELEASE_VERSION_PATTERN } from '../contracts/remote-release';
import { IsoDateTime, nullable } from './primitives';

/** A remote by its federation name (`mf_funds`). */
export const RemoteNameSchema = Type.Enum(REMOTE_NAMES);

/** A release's version: it names the release's folder (RELEASE_VERSION_PATTERN). */
export const ReleaseVersionSchema = Type.String({ pattern: RELEASE_VERSION_PATTERN, maxLength: 80 });

/**
 * What a release build writes beside its manifest (`releases/<folder>/<version>/release.json`): registration reads
 * it to decide whether the shell can host the release.
 */
export const ReleaseInfoSchema = Type.Object({
  remote: RemoteNameSchema,
  version: ReleaseVersionSchema,
  commit: Type.String(),
  builtAt: Type.String(),
  /** The `RemoteProps` contract range the remote needs (e.g. `^1.0.0`). */
  contract: Type.String(),
  /** Each shared singleton the remote expects from the shell, with the range it was built to accept. */
  shared: Type.Record(Type.String(), Type.String()),
});

/** What the shell's build says it provides (`shell/dist/federation.json`): its contract and shared versions. */
export const ShellFederationInfoSchema = Type.Object({
  contract: Type.String(),
  shared: Type.Record(Type.String(), Type.String()),
});

/** One registered release of a remote, as the admin API lists it. */
export const RemoteReleaseRowSchema = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  status: Type.Enum(['ready', 'refused']),
  /** Why it was refused (empty when ready), in the caller's language. */
  problems: Type.Array(Type.String()),
  commit: Type.String(),
  builtAt: Type.String(),
  releasedBy: nullable(Type.String()),
  releasedAt: IsoDateTime,
  active: Type.Boolean(),
  /** When it was last made the active version, and by whom (the active release only). */
  activatedBy: nullable(Type.String()),
  activatedAt: nullable(IsoDateTime),
});

/** A remote in the admin API: what serves now (a release or the bootstrap entry) and every kept release. */
export const RemoteReleaseSummarySchema = Type.Object({
  remote: RemoteNameSchema,
  folder: Type.String(),
  /** The version `/remotes.json` names now. */
  servedVersion: Type.String(),
  /** The active release's id; null: the bootstrap entry (REMOTES_CONFIG or the built-in `dist/`) serves. */
  activeId: nullable(Type.Integer()),
  releases: Type.Array(RemoteReleaseRowSchema),
});

/** `POST /pm/remote-releases`: a folder under releases/ to register, made active unless `activate` is false. */
export const RegisterReleaseBodySchema = Type.Object(
  { remote: RemoteNameSchema, version: ReleaseVersionSchema, activate: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export type ReleaseInfo = Static<typeof ReleaseInfoSchema>;
export type ShellFederationInfo = Static<typeof ShellFederationInfoSchema>;
export type RemoteReleaseRow = Static<typeof RemoteReleaseRowSchema>;
export type RemoteReleaseSummary = Static<typeof RemoteReleaseSummarySchema>;
