import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope';

/** A success response built once: its JSON, compressed forms and ETag, for data that changes only with a deploy. */
export interface CachedJson {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

export function cacheJson(data: unknown): CachedJson {
  const identity = Buffer.from(JSON.stringify(ok(data)));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
  };
}

/** The best encoding the caller accepts (`q=0` refuses one); brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/**
 * Sends a cached response: 304 when the caller already holds this version, otherwise the body in the best
 * encoding it accepts. The bytes bypass the route's response serializer (they are already the envelope).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl).header('etag', cached.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(cached[encoding]);
}
