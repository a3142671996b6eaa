import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  apiBase: string;
  /** Development builds use webpack's eval source maps, which need 'unsafe-eval'; never in production or test. */
  allowEval: boolean;
  /** Origins other than this server that serve remotes (absolute entries of REMOTES_CONFIG). */
  remoteOrigins: readonly string[];
}

/**
 * The Content-Security-Policy the shell and remotes work under: scripts, manifests and chunks from this origin (and
 * any remote origin the registry names), no inline script; styles may be inline because Arco and style-loader inject
 * `<style>` elements; images may be `data:` (the captcha picture, icons inlined by the build) and `blob:` (a file
 * previewed from what the page fetched), frames only this origin and `blob:` (a PDF preview); nobody may frame a
 * page (clickjacking).
 */
export function contentSecurityPolicy({ allowEval, remoteOrigins }: SecurityHeadersOptions) {
  const remotes = [...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...(allowEval ? ["'unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    // A stored PDF is previewed in an <iframe> of an object URL the page made from the file it fetched.
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

type HeaderValue = string | number | string[];

/**
 * The headers helmet sets with these options, computed once: helmet's middleware writes the same headers on every
 * response (nothing in them depends on the request), and running it per request rebuilt the policy each time.
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, HeaderValue> {
  const headers: Record<string, HeaderValue> = {};
  const response = {
    setHeader: (name: string, value: HeaderValue) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers on every response (helmet's, computed once): the CSP above, `X-Frame-Options: DENY`,
 * `Referrer-Policy: no-referrer`, `X-Content-Type-Options: nosniff`, HSTS and the cross-origin isolation headers.
 * API responses are `Cache-Control: no-store` unless the route sets its own: a signed-in answer (or a token) must
 * not stay in a cache; reference data that may be cached (areas) says so itself. Set as the request arrives, so
 * errors, 404s and early answers carry them too.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = securityHeaders(options);
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    const api = options.apiBase;
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      const isApi =
        url.startsWith(api) &&
        (url.length === api.length || url[api.length] === '/' || url[api.length] === '?');
      reply.headers(isApi ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
