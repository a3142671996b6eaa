import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

/**
 * Headers on every response (helmet): the CSP above, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 * `X-Content-Type-Options: nosniff`, HSTS and the cross-origin isolation headers. API responses that set no
 * caching of their own are `Cache-Control: no-store`: a signed-in answer (or a token) must not stay in a cache;
 * reference data that may be cached (areas) says so itself.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options),
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
    const api = options.apiBase;
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '';
      if ((path === api || path.startsWith(`${api}/`)) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
