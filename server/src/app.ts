import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import { ConfigError, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestLocale } from './http/locale';
import { requireBoundedNumbers } from './http/schema-bounds';
import { textsIn, type Texts } from './http/texts';
import { MESSAGE_KEYWORD } from './http/validation-message';
import { loggerOptions, OneLineRequestLog, type LogSettings } from './logging';
import { partValidators } from './http/validators';
import { lazySerializers } from './http/serializers';
import { apiRoutes } from './modules';
import { healthRoutes } from './modules/health/routes';
import { remoteRoutes } from './modules/remotes/routes';
import { remoteOrigins } from './modules/remotes/service';
import { setBusinessTimeZone } from './records/today';
import { checkShapesOnReuse } from './db/statements';
import { accessControlPlugin, requireAccessDeclaration, type DeclaredRoute } from './plugins/access-control';
import { authPlugin } from './plugins/auth';
import { requestContextPlugin } from './plugins/request-context';
import { dbPlugin } from './plugins/db';
import { fileStoragePlugin } from './plugins/file-storage';
import { openFileStorage } from './storage/open';
import { readCachePlugin } from './plugins/read-cache';
import { createNotFoundHandler, errorHandler, frameworkErrors } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { housekeepingPlugin } from './plugins/housekeeping';
import { sharedStatePlugin } from './plugins/shared-state';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { shellPageFallback, staticFilesPlugin } from './plugins/static-files';
import { verifyPageRoutes } from './modules/certificates/verify-page';
import { docsPrefix, swaggerPlugin } from './plugins/swagger';
import { createDatabaseLoginCounters, type LoginCounters } from './security/login-counters';
import { LOGIN_LOCKOUT } from './security/login-throttle';
import { createHttpSmsGateway } from './security/sms-gateway';
import { createOutboxSmsSender, type SmsSender } from './security/sms-sender';
import { fieldCipher, type FieldCipher } from './security/field-cipher';
import { searchHasher, type SearchHasher } from './security/search-hash';
import { TestChannel } from './security/test-channel';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    sms: SmsSender;
    /** Password sign-in attempt counters (security/login-throttle.ts). */
    loginCounters: LoginCounters;
    /** The keyed hash masked fields are searched and stored by (security/search-hash.ts). */
    searchHash: SearchHasher;
    /** The encryption of personal data at rest, a person's ID number (security/field-cipher.ts). */
    fieldCipher: FieldCipher;
    /** Present only with PM_TEST_CHANNEL=1. */
    testChannel: TestChannel | null;
    /** Every API route with who may call it, filled as routes register (plugins/access-control.ts). */
    routeTable: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The server's texts in the caller's language (`Accept-Language`; http/texts.ts). */
    t: Texts;
  }
}

export interface AppOptions {
  config: Config;
  /** Opened, migrated and seeded (see startDatabase); the app closes it when it closes. */
  database: DatabaseHandle;
  /** Defaults to the configured gateway, else (never in production) the outbox. */
  sms?: SmsSender;
  /** Defaults to standard output at the configured level; `false` logs nothing. Redaction applies either way. */
  logger?: false | Partial<LogSettings>;
}

/** The Fastify application: plugins, then routes; one error handler, one not-found handler. */
export async function buildApp({ config, database, sms, logger }: AppOptions) {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions({ level: config.logLevel, ...logger }),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { keywords: [MESSAGE_KEYWORD] } },
    // Bodies strictly (no type conversion, closed objects), query strings and paths as text: http/validators.ts.
    // Validators and response serializers are compiled on first use (http/validators.ts, http/serializers.ts).
    schemaController: {
      compilersFactory: { buildValidator: partValidators(), buildSerializer: lazySerializers() },
    },
    frameworkErrors,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  setBusinessTimeZone(config.businessTimeZone);
  checkShapesOnReuse(config.env !== 'production');
  app.decorate('config', config);
  app.decorate('sms', sms ?? defaultSmsSender(config, app.log));
  app.decorate('loginCounters', createDatabaseLoginCounters(database.db, LOGIN_LOCKOUT));
  app.decorate('searchHash', searchHasher(config.searchHashKey));
  app.decorate('fieldCipher', fieldCipher(config.fieldEncryptionKey));
  app.decorate('testChannel', config.testChannel ? new TestChannel() : null);
  app.decorateRequest('t', {
    getter(this: FastifyRequest) {
      return textsIn(requestLocale(this));
    },
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(createNotFoundHandler(shellPageFallback(config)));

  // First, so the start-up check sees every route.
  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', requireAccessDeclaration(config.apiBase, [docsPrefix(config.apiBase)], routeTable));
  await app.register(securityHeadersPlugin, {
    apiBase: config.apiBase,
    allowEval: config.env === 'development',
    remoteOrigins: await remoteOrigins(config.remotesConfig),
  });
  app.addHook('onRoute', requireBoundedNumbers);
  await app.register(dbPlugin, { handle: database });
  await app.register(fileStoragePlugin, { storage: await openFileStorage(config, database) });
  await app.register(readCachePlugin, { handle: database });
  await app.register(authPlugin);
  await app.register(requestContextPlugin);
  await app.register(accessControlPlugin);
  await app.register(sharedStatePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin, { apiBase: config.apiBase, ui: config.apiDocs });
  await app.register(jobsPlugin, { handle: database });
  await app.register(housekeepingPlugin);
  await app.register(staticFilesPlugin, {
    staticRoot: config.staticRoot,
    apiBase: config.apiBase,
    releasesDir: config.releasesDir,
  });

  await app.register(healthRoutes);
  await app.register(remoteRoutes);
  await app.register(verifyPageRoutes);
  await app.register(apiRoutes, { prefix: config.apiBase });
  return app;
}

/** The gateway when configured (always in production: see config.ts); else the outbox on a developer's terminal. */
function defaultSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.smsGateway) return createHttpSmsGateway(config.smsGateway, log);
  if (config.env === 'production')
    throw new ConfigError('production needs SMS_GATEWAY_URL (see server/README.md)');
  return createOutboxSmsSender(
    config.env === 'development' ? (line) => void process.stdout.write(line) : null,
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
