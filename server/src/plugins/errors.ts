import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { fail } from '../http/envelope';
import { validationMessage } from '../http/validation-message';

const INTERNAL_ERROR_MESSAGE = '服务器内部错误';

/**
 * The one error handler: every failure leaves as the wrapper with a truthful HTTP status. Thrown AppErrors carry
 * their own status and message; validation errors become 422; Fastify's own client errors (bad JSON, payload too
 * large) keep their status; anything else is a 500 whose details stay in the log.
 */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(fail(error.message, error.code, error.data));
  }
  if (error.validation) {
    const message = validationMessage(request, error.validationContext, error.validation, error.message);
    return reply.code(422).send(fail(message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(fail(error.message));
  // The request by its route pattern and scrubbed query (see logging.ts), never its URL or body.
  request.log.error({ err: error, req: request }, 'request failed');
  return reply.code(500).send(fail(INTERNAL_ERROR_MESSAGE));
}

/** A page request may be answered by the shell (SPA fallback); `true` means it was. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function createNotFoundHandler(pageFallback: PageFallback) {
  return async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    if (await pageFallback(request, reply)) return reply;
    return reply.code(404).send(fail('资源不存在'));
  };
}
