import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRouteLimit } from '../../plugins/rate-limit';
import { VerifyParams } from './schema';
import { verifyCertificate, verifyPage } from './verify';

/**
 * `GET /verify/<code>`: the page a certificate's QR code opens, outside the API base and without sign-in, served
 * by the server itself (one port, the same security headers as every response). An unknown code is a 404 page
 * saying so, never an error.
 */
export const verifyPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verify/:code',
    {
      schema: { hide: true, params: VerifyParams },
      config: {
        access: { audience: 'public' as const },
        rateLimit: authRouteLimit(app.config.authRateLimit * 3),
      },
    },
    async (request, reply) => {
      const result = await verifyCertificate(app.db, request.params.code);
      return reply
        .code(result ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(verifyPage(request, result));
    },
  );
};
