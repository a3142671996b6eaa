import { API_CODE } from '@pm/domain/contracts/api';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { fail } from '../http/envelope';
import { AppError } from '../http/errors';
import { requestLocale } from '../http/locale';
import { textsIn } from '../http/texts';
import { validationFailure } from '../http/validation-message';
import { SharedStateUnavailable } from '../shared-state/unavailable';

/** Fastify's own refusals of a malformed request that have a text of ours (`error.<code>`): its texts are English. */
const FRAMEWORK_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_BAD_URL',
  'FST_ERR_MAX_PARAM_LENGTH',
]);

/** The caller's texts, read from the request itself: this handler also serves refusals before routing. */
const textsOf = (request: FastifyRequest) => textsIn(requestLocale(request));

/** SQLSTATE class 22 (data exception): the database refused a value. Division by zero is a computation's fault. */
const DATA_EXCEPTION = /^22(?!012)[0-9A-Z]{3}$/;

/** The SQLSTATE of a database data exception behind the error (Drizzle wraps the driver's error as its cause). */
function dataException(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one error handler: every failure leaves as the wrapper with a truthful HTTP status. Thrown AppErrors carry
 * their own status and message; validation errors become 422 naming the field; Fastify's own client errors keep
 * their status; a value the database refused as data (class 22) is the caller's mistake (422), logged loudly
 * because a schema let it through; anything else is a 500 whose details stay in the log.
 */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(fail(error.message, error.code, error.data));
  }
  if (error instanceof SharedStateUnavailable) {
    request.log.error({ err: error, req: request }, 'shared state unavailable');
    return reply.code(503).send(fail(textsOf(request)('error.sharedStateUnavailable')));
  }
  if (error.validation) {
    const failure = validationFailure(request, error.validationContext, error.validation);
    return reply.code(422).send(fail(failure.message, API_CODE.FAIL, { errors: [failure] }));
  }
  const sqlState = dataException(error);
  if (sqlState) {
    request.log.error(
      { err: error, sqlState, req: request },
      'input reached the database unchecked: the route schema or form lacks a bound for it',
    );
    return reply.code(422).send(fail(textsOf(request)('error.inputReachedDatabase')));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_CODES.has(error.code);
    return reply.code(status).send(fail(known ? textsOf(request)(`error.${error.code}`) : error.message));
  }
  // The request by its route pattern and scrubbed query (see logging.ts), never its URL or body.
  request.log.error({ err: error, req: request }, 'request failed');
  return reply.code(500).send(fail(textsOf(request)('exception.500.description')));
}

/** Fastify's refusals before routing (a malformed or too long path): through the one error handler too. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => errorHandler(error, request as FastifyRequest, reply as FastifyReply);

/** A page request may be answered by the shell (SPA fallback); `true` means it was. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function createNotFoundHandler(pageFallback: PageFallback) {
  return async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    if (await pageFallback(request, reply)) return reply;
    return reply.code(404).send(fail(textsOf(request)('error.notFound')));
  };
}
