import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RELEASE_VERSION_PATTERN } from '@pm/domain/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isFile } from '../disk-files';
import type { PageFallback } from './errors';

export interface StaticFilesOptions {
  staticRoot: string;
  apiBase: string;
  /** The remotes' immutable releases, served under `/releases/<folder>/<version>/`. */
  releasesDir?: string;
}

const HASHED_NAME = /\.[0-9a-f]{8}\./;
// Entry points name the hashed files; they must be revalidated or a deploy would not reach returning browsers.
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** Only remote folders are reachable under /remotes, never e.g. server/dist. */
const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
/** A release's version folder: never `..` or a path. */
const RELEASE_VERSION = new RegExp(RELEASE_VERSION_PATTERN);
/** A release folder never changes once written (a new build is a new version): every file in it is immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  return !ENTRY_POINTS.has(name) && HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
}

/** Cache headers of every served file; a release's files (under `releasesDir`) are all immutable. */
const cacheHeaders = (releasesDir: string | undefined) => (reply: FastifyReply, filePath: string) =>
  reply.header(
    'cache-control',
    releasesDir && filePath.startsWith(`${releasesDir}${sep}`) ? IMMUTABLE : cacheControlFor(filePath),
  );

const shellDist = (staticRoot: string) => join(staticRoot, 'shell', 'dist');

/**
 * Single-port mode: the shell from `shell/dist`, each remote from `<folder>/dist` under `/remotes/<folder>/`.
 * Missing dist folders only mean 404s (the API runs without a front-end build).
 */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app, { staticRoot, releasesDir }) => {
    await app.register(fastifyStatic, {
      root: shellDist(staticRoot),
      prefix: '/',
      // The builds ship .br and .gz beside each file: served as they are, no compression work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(releasesDir),
    });

    app.withTypeProvider<TypeBoxTypeProvider>().get(
      '/remotes/:folder/*',
      {
        schema: { hide: true, params: Type.Object({ folder: Type.String(), '*': Type.String() }) },
        config: { access: { audience: 'public' } },
      },
      async (request, reply) => {
        const { folder, '*': file } = request.params;
        if (!REMOTE_FOLDER.test(folder)) return reply.callNotFound();
        return reply.sendFile(file, join(staticRoot, folder, 'dist'));
      },
    );

    if (releasesDir) {
      app.withTypeProvider<TypeBoxTypeProvider>().get(
        '/releases/:folder/:version/*',
        {
          schema: {
            hide: true,
            params: Type.Object({ folder: Type.String(), version: Type.String(), '*': Type.String() }),
          },
          config: { access: { audience: 'public' } },
        },
        async (request, reply) => {
          const { folder, version, '*': file } = request.params;
          if (!REMOTE_FOLDER.test(folder) || !RELEASE_VERSION.test(version)) return reply.callNotFound();
          return reply.sendFile(file, join(releasesDir, folder, version));
        },
      );
    }
  },
  { name: 'static-files' },
);

/** The sign-in page is a build of its own (the shell's `dist/sign-in/`), answered for these two addresses. */
const SIGN_IN_PATHS = new Set(['/login', '/login/', '/client/login', '/client/login/']);
const SIGN_IN_PAGE = join('sign-in', 'page.html');

/**
 * A browser opening a client-side route (e.g. /project/list) gets the shell's index.html; /login and
 * /client/login get the sign-in page, which loads none of the signed-in app.
 */
export function shellPageFallback({ staticRoot, apiBase }: StaticFilesOptions): PageFallback {
  const root = shellDist(staticRoot);
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== apiBase &&
      !path.startsWith(`${apiBase}/`) &&
      !path.startsWith('/remotes/') &&
      !path.startsWith('/releases/') &&
      path !== '/remotes.json' &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return false;
    const page = SIGN_IN_PATHS.has(path) ? SIGN_IN_PAGE : 'index.html';
    if (!(await isFile(join(root, page)))) return false;
    reply.code(200).sendFile(page, root);
    return true;
  };
}
