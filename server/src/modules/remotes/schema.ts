import { Type } from 'typebox';

export const RemoteEntrySchema = Type.Object({
  name: Type.String({ pattern: '^mf_[a-z0-9_]+$' }),
  entry: Type.String({ minLength: 1, description: "URL of the remote's mf-manifest.json" }),
  version: Type.String(),
  prefixes: Type.Array(Type.String({ pattern: '^/' }), { minItems: 1 }),
  audience: Type.Enum(['staff', 'client']),
  pages: Type.Optional(
    Type.Array(Type.String({ pattern: '^/' }), {
      description: 'Catalogue paths the remote has a page for; absent: every path under its prefixes',
    }),
  ),
});

export const RemoteRegistrySchema = Type.Object({ remotes: Type.Array(RemoteEntrySchema) });

export const remotesRoute = {
  tags: ['remotes'],
  summary: 'The Module Federation remote registry the shell loads (not wrapped: a static-style document)',
  response: { 200: RemoteRegistrySchema },
};
