import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type StreamDestination = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * What the server writes to its log, and what it never writes: no password, token, captcha or SMS code, no bank
 * account, ID or mobile number. Three layers keep them out:
 * - requests are logged by their route pattern (`/api/pm/files/:id`) and a scrubbed query, never the raw URL;
 * - errors keep their type, SQL and stack but lose bound parameters (`params:` of a failed query, `detail` of a
 *   PostgreSQL error), and any run of six or more digits in their text is masked;
 * - pino's `redact` blanks the fields that carry secrets wherever someone logs such an object.
 */

/** Six digits or more: SMS codes, mobiles, ID numbers, bank accounts. Dates, amounts and small ids stay. */
const LONG_NUMBER = /\d{6,}/g;
/** Query keys whose values are secrets or personal data whatever they look like. */
const SECRET_KEY = /pass|token|secret|code|captcha|account|id_?number|idcard|mobile|phone|sign/i;
/** A query value kept as it is: short and plain (page numbers, statuses, dates). */
const PLAIN_VALUE = /^[\w.:,-]{0,40}$/;

export const REDACTED = '[redacted]';

export const maskNumbers = (text: string) => text.replace(LONG_NUMBER, '[number]');

/** A failed query's message and stack name the bound values on a `params:` line: dropped whole. */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);

export const scrubText = (text: string) => maskNumbers(withoutParams(text));

/** A query string as the log shows it: every key, and only plain, non-secret values. */
export function scrubQuery(query: unknown): Record<string, string> | undefined {
  if (query === null || typeof query !== 'object') return undefined;
  const entries = Object.entries(query as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const text = Array.isArray(value) ? value.join(',') : String(value);
      const plain = !SECRET_KEY.test(key) && PLAIN_VALUE.test(text) && !/\d{6,}/.test(text);
      return [maskNumbers(key).slice(0, 40), plain ? text : REDACTED];
    }),
  );
}

/** The route a request matched (`/api/pm/files/:id`); for no route, its path with long numbers masked. */
export function routeOf(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = (request.url ?? '').split('?')[0] ?? '';
  return maskNumbers(path).slice(0, 200);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: routeOf(request),
    query: scrubQuery(request.query),
    remoteAddress: request.ip,
  };
}

/** PostgreSQL error fields that name the statement and the object, never the values. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** `quoted`: what the enclosing error's message already says (a cause repeats its wrapper's SQL). */
export function serializeError(error: unknown, depth = 0, quoted = ''): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: maskNumbers(String(error)), stack: '' };
  const record = error as unknown as Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  for (const field of SAFE_FIELDS) {
    if (record[field] !== undefined) serialized[field] = record[field];
  }
  // A failed query's SQL has placeholders only (its values stay out); drizzle's message already quotes it.
  if (typeof record.query === 'string' && !`${quoted}${error.message}`.includes(record.query)) {
    serialized.query = maskNumbers(record.query);
  }
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1, error.message);
  return serialized;
}

/** Fields blanked wherever they appear (one level deep, or at the top of the logged object). */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'token',
  'captcha',
  'code',
  'authorization',
  'cookie',
  'secret',
  'payeeAccountNo',
  'bankAccount',
  'accountNo',
  'idNumber',
  'idNumberCipher',
  'pendingIdNumber',
  'bankAccountNo',
  'guardianMobile',
];

export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.filter((field) => field !== 'code').map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LogSettings {
  level: string;
  /** Where lines go; standard output when absent. Tests capture it. */
  stream?: StreamDestination;
}

/** The server's one logger configuration. */
export function loggerOptions({ level, stream }: LogSettings): LoggerConfig {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
  };
}

/**
 * One line a request, written when it is answered: its route, scrubbed query and address (`req`), status and time.
 * Fastify's own controller writes one as the request comes and another as it leaves.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
