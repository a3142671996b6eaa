import { isAbsolute, join, resolve } from 'node:path';
// Leaf module for values: see http/envelope.ts.
import { PASSWORD_HINT, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '@pm/domain/auth/password-policy';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@pm/domain/utils/business-date';
import type { DatabaseTarget } from './db/client';
import { serverRoot, workspaceRoot } from './paths';
import type { SmsGatewayConfig } from './security/sms-gateway';
import type { FileStorageSettings } from './storage/file-storage';
import { localSearchHashKey, SEARCH_HASH_KEY_MIN_LENGTH } from './security/search-hash';
import { FIELD_KEY_PATTERN, localFieldEncryptionKey } from './security/field-cipher';

export type NodeEnv = 'production' | 'development' | 'test';

export interface Config {
  env: NodeEnv;
  host: string;
  port: number;
  database: DatabaseTarget;
  /** Prefix of every API call (the specification's `{host}`); pages and `/remotes` live outside it. */
  apiBase: string;
  /** Folder holding shell/ and the mf-* remotes; each serves its `dist/`. */
  staticRoot: string;
  /** First administrator's password in production; generated and printed once when absent. */
  adminPassword: string | undefined;
  /** Exposes captcha and SMS codes to tests; refused in production. */
  testChannel: boolean;
  /** Uploaded files live here, outside the web root, each under a random key. */
  filesDir: string;
  /** Where stored files' bytes live (FILE_STORAGE): this folder (filesDir), large objects, or an S3 bucket. */
  fileStorage: FileStorageSettings;
  /** JSON file that replaces the built-in remote registry. */
  remotesConfig: string | undefined;
  /** RELEASES_DIR: the remotes' immutable releases (`<folder>/<version>/`, `pnpm release`); default `<staticRoot>/releases`. */
  releasesDir: string;
  /** The public origin pages are reached at (certificate QR codes link to it); unset: the request's own origin. */
  publicUrl: string | undefined;
  seedDemo: boolean;
  /** Requests per minute per client IP on each login, captcha and code route. */
  authRateLimit: number;
  /** Behind a reverse proxy the client IP (for rate limits) comes from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  /** The OpenAPI UI and document at `${apiBase}/docs`: on in development and test, off in production unless asked. */
  apiDocs: boolean;
  /** The HTTP SMS gateway; required in production. Without it (development, test) codes go to the outbox. */
  smsGateway: SmsGatewayConfig | null;
  /**
   * Key of the hashes masked fields are searched by (security/search-hash.ts): SEARCH_HASH_KEY; in development and
   * test, generated once into server/.data when unset. Never logged.
   */
  searchHashKey: string;
  /**
   * Key of the encryption of personal data at rest (security/field-cipher.ts, a person's ID number):
   * FIELD_ENCRYPTION_KEY, 64 hex digits; in development and test, generated once into server/.data when unset.
   * Never logged.
   */
  fieldEncryptionKey: string;
  /** The foundation's time zone (an IANA name): its calendar date is "today" on the server and the pages. */
  businessTimeZone: string;
  /**
   * How background jobs run (jobs/job-queue.ts). JOBS=inline keeps them in this process even on PostgreSQL (one
   * server, tests); otherwise PostgreSQL's pg-boss, PGlite's process. JOB_WORKER=false: this server sends jobs and
   * works none (PostgreSQL only: other servers work them).
   */
  jobs: { queue: 'auto' | 'inline'; work: boolean };
  /**
   * REDIS_URL: the Redis every server shares short-lived state through (the sign-in routes' rate limits); unset,
   * that state stays in this process's memory (one server). Never logged: it may carry a password.
   */
  redisUrl: string | undefined;
}

/** A setting that cannot work: the server refuses to start and says which one. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NODE_ENVS: readonly NodeEnv[] = ['production', 'development', 'test'];

function parseEnv(value: string | undefined): NodeEnv {
  const env = value || 'development';
  if (!NODE_ENVS.includes(env as NodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}; got "${env}"`);
  }
  return env as NodeEnv;
}

function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}; got "${value}"`);
  }
  return parsed;
}

function parseApiBase(value: string | undefined): string {
  const base = value ?? '/api';
  // Pages, /remotes and /remotes.json share the port, so the API needs a prefix of its own.
  if (!/^(\/[\w-]+)+$/.test(base)) {
    throw new ConfigError(`API_BASE must be a path like /api (no trailing slash); got "${base}"`);
  }
  return base;
}

const SMS_SETTINGS = {
  key: 'SMS_GATEWAY_KEY',
  secret: 'SMS_GATEWAY_SECRET',
  signName: 'SMS_SIGN_NAME',
  templateId: 'SMS_TEMPLATE_ID',
} as const;

/**
 * The SMS gateway: all of SMS_GATEWAY_URL, _KEY, _SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_ID, or none of them
 * outside production. Production cannot deliver sign-in codes without it, so it does not start.
 */
function parseSmsGateway(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): SmsGatewayConfig | null {
  const url = env.SMS_GATEWAY_URL;
  if (!url) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'SMS_GATEWAY_URL is not set: production needs an SMS gateway to deliver sign-in codes ' +
          '(SMS_GATEWAY_URL, SMS_GATEWAY_KEY, SMS_GATEWAY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_ID; see server/README.md)',
      );
    }
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`SMS_GATEWAY_URL must be an http(s) URL; got "${url}"`);
  }
  const allowed = nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(parsed.protocol)) {
    throw new ConfigError(
      nodeEnv === 'production'
        ? 'SMS_GATEWAY_URL must use https in production: the request carries the code'
        : `SMS_GATEWAY_URL must be an http(s) URL; got "${url}"`,
    );
  }
  const missing = Object.values(SMS_SETTINGS).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `SMS_GATEWAY_URL is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`,
    );
  }
  return {
    url: parsed.toString(),
    key: env.SMS_GATEWAY_KEY!,
    secret: env.SMS_GATEWAY_SECRET!,
    signName: env.SMS_SIGN_NAME!,
    templateId: env.SMS_TEMPLATE_ID!,
    timeoutMs: parseInteger('SMS_GATEWAY_TIMEOUT_MS', env.SMS_GATEWAY_TIMEOUT_MS, 5000, 100, 60_000),
  };
}

/** The file the development and test key is generated into. */
export const LOCAL_SEARCH_HASH_KEY_FILE = join(serverRoot, '.data', 'search-hash.key');

function parseSearchHashKey(nodeEnv: NodeEnv, value: string | undefined): string {
  if (value === undefined || value === '') {
    if (nodeEnv !== 'production') return localSearchHashKey(LOCAL_SEARCH_HASH_KEY_FILE);
    throw new ConfigError(
      'SEARCH_HASH_KEY must be set in production: ID numbers, mobiles and bank accounts are searched by their hash under it (e.g. `openssl rand -hex 32`)',
    );
  }
  if (value.trim().length < SEARCH_HASH_KEY_MIN_LENGTH) {
    throw new ConfigError(`SEARCH_HASH_KEY must be at least ${SEARCH_HASH_KEY_MIN_LENGTH} characters`);
  }
  return value.trim();
}

/** The file the development and test field encryption key is generated into. */
export const LOCAL_FIELD_ENCRYPTION_KEY_FILE = join(serverRoot, '.data', 'field-encryption.key');

function parseFieldEncryptionKey(nodeEnv: NodeEnv, value: string | undefined): string {
  if (value === undefined || value === '') {
    if (nodeEnv !== 'production') return localFieldEncryptionKey(LOCAL_FIELD_ENCRYPTION_KEY_FILE);
    throw new ConfigError(
      'FIELD_ENCRYPTION_KEY must be set in production: ID numbers are encrypted at rest under it (64 hex digits, e.g. `openssl rand -hex 32`)',
    );
  }
  if (!FIELD_KEY_PATTERN.test(value.trim())) {
    throw new ConfigError(
      'FIELD_ENCRYPTION_KEY must be 64 hex digits (32 bytes, e.g. `openssl rand -hex 32`)',
    );
  }
  return value.trim().toLowerCase();
}

/** redis://, rediss:// (TLS) or unset. */
function parseRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ConfigError('REDIS_URL must be a URL like redis://127.0.0.1:6379');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://; got "${protocol}//…"`);
  }
  return value;
}

const FILE_STORAGES = ['local', 'postgres', 's3'] as const;
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * FILE_STORAGE=local (default, filesDir), postgres (large objects: PostgreSQL only, PGlite has one connection)
 * or s3 (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY required; S3_ENDPOINT, S3_REGION,
 * S3_FORCE_PATH_STYLE optional). The secret never appears in a message.
 */
function parseFileStorage(env: NodeJS.ProcessEnv): FileStorageSettings {
  const kind = FILE_STORAGES.find((name) => name === (env.FILE_STORAGE || 'local'));
  if (kind === undefined) {
    throw new ConfigError(
      `FILE_STORAGE must be one of ${FILE_STORAGES.join(', ')}; got "${env.FILE_STORAGE}"`,
    );
  }
  if (kind === 'local') return { kind };
  if (kind === 'postgres') {
    if (!env.DATABASE_URL) {
      throw new ConfigError(
        'FILE_STORAGE=postgres needs DATABASE_URL: large objects need PostgreSQL, not PGlite',
      );
    }
    return { kind };
  }
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`FILE_STORAGE=s3 needs ${missing.join(', ')} (see server/README.md)`);
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new ConfigError('S3_ENDPOINT must be an http(s) URL like http://127.0.0.1:9000');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false; got "${pathStyle}"`);
  }
  return {
    kind,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secret: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
  };
}

/** JOBS (`inline` or unset) and JOB_WORKER (`false` or unset); a server that works no job needs PostgreSQL. */
function parseJobs(env: NodeJS.ProcessEnv): Config['jobs'] {
  const queue = env.JOBS || 'auto';
  if (queue !== 'auto' && queue !== 'inline') {
    throw new ConfigError(`JOBS must be inline or unset; got "${queue}"`);
  }
  const worker = env.JOB_WORKER || 'true';
  if (worker !== 'true' && worker !== 'false') {
    throw new ConfigError(`JOB_WORKER must be true or false; got "${worker}"`);
  }
  if (worker === 'false' && (queue === 'inline' || !env.DATABASE_URL)) {
    throw new ConfigError(
      'JOB_WORKER=false needs DATABASE_URL (and not JOBS=inline): nothing else would run the jobs',
    );
  }
  return { queue, work: worker === 'true' };
}

/** An IANA zone name (`Asia/Shanghai`, `America/New_York`, `UTC`) that this runtime knows; not an offset. */
function parseTimeZone(value: string | undefined): string {
  if (!value) return DEFAULT_BUSINESS_TIME_ZONE;
  if (/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) && isTimeZone(value)) return value;
  throw new ConfigError(`BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai; got "${value}"`);
}

const absolute = (path: string) => (isAbsolute(path) ? path : resolve(path));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = parseEnv(env.NODE_ENV);
  if (nodeEnv === 'production' && env.PM_TEST_CHANNEL) {
    throw new ConfigError('PM_TEST_CHANNEL must not be set in production: it would expose login codes');
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const weakness = adminPassword === undefined ? null : passwordProblem(adminPassword);
  if (weakness) {
    throw new ConfigError(
      `ADMIN_PASSWORD is too weak: ${PASSWORD_PROBLEM_MESSAGES[weakness][1]}. Rule: ${PASSWORD_HINT.toLowerCase()}`,
    );
  }
  return {
    env: nodeEnv,
    host: env.HOST || '127.0.0.1',
    port: parseInteger('PORT', env.PORT, 8080, 0, 65535),
    database: env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : {
          driver: 'pglite',
          dataDir: env.DATA_DIR ? absolute(env.DATA_DIR) : join(serverRoot, '.data', 'pglite'),
        },
    apiBase: parseApiBase(env.API_BASE),
    staticRoot: env.STATIC_ROOT ? absolute(env.STATIC_ROOT) : workspaceRoot,
    adminPassword,
    testChannel: env.PM_TEST_CHANNEL === '1',
    filesDir: env.FILES_DIR ? absolute(env.FILES_DIR) : join(serverRoot, '.data', 'files'),
    fileStorage: parseFileStorage(env),
    remotesConfig: env.REMOTES_CONFIG ? absolute(env.REMOTES_CONFIG) : undefined,
    releasesDir: absolute(
      env.RELEASES_DIR || join(env.STATIC_ROOT ? absolute(env.STATIC_ROOT) : workspaceRoot, 'releases'),
    ),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    seedDemo: nodeEnv !== 'production' || env.SEED_DEMO === 'true',
    authRateLimit: parseInteger('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 20, 1, 100_000),
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    apiDocs: nodeEnv === 'production' ? env.API_DOCS === 'true' : env.API_DOCS !== 'false',
    smsGateway: parseSmsGateway(env, nodeEnv),
    searchHashKey: parseSearchHashKey(nodeEnv, env.SEARCH_HASH_KEY),
    fieldEncryptionKey: parseFieldEncryptionKey(nodeEnv, env.FIELD_ENCRYPTION_KEY),
    businessTimeZone: parseTimeZone(env.BUSINESS_TIME_ZONE),
    jobs: parseJobs(env),
    redisUrl: parseRedisUrl(env.REDIS_URL),
  };
}
