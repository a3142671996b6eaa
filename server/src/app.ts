import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requireBoundedNumbers } from './http/schema-bounds';
import { MESSAGE_KEYWORD } from './http/validation-message';
import { partValidators } from './http/validators';
import { apiRoutes } from './modules';
import { remoteRoutes } from './modules/remotes/routes';
import { accessControlPlugin, requireAccessDeclaration } from './plugins/access-control';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { createNotFoundHandler, errorHandler, frameworkErrors } from './plugins/errors';
import { housekeepingPlugin } from './plugins/housekeeping';
import { rateLimitPlugin } from './plugins/rate-limit';
import { shellPageFallback, staticFilesPlugin } from './plugins/static-files';
import { docsPrefix, swaggerPlugin } from './plugins/swagger';
import { createLogSmsSender, type SmsSender } from './security/sms-sender';
import { TestChannel } from './security/test-channel';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    sms: SmsSender;
    /** Present only with PM_TEST_CHANNEL=1. */
    testChannel: TestChannel | null;
  }
}

export interface AppOptions {
  config: Config;
  /** Opened, migrated and seeded (see startDatabase); the app closes it when it closes. */
  database: DatabaseHandle;
  /** Defaults to the log-only sender. */
  sms?: SmsSender;
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify application: plugins, then routes; one error handler, one not-found handler. */
export async function buildApp({ config, database, sms, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { keywords: [MESSAGE_KEYWORD] } },
    // Bodies strictly (no type conversion, closed objects), query strings and paths as text: http/validators.ts.
    schemaController: { compilersFactory: { buildValidator: partValidators() } },
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('sms', sms ?? createLogSmsSender(app.log));
  app.decorate('testChannel', config.testChannel ? new TestChannel() : null);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(createNotFoundHandler(shellPageFallback(config)));

  // First, so the start-up check sees every route.
  app.addHook('onRoute', requireAccessDeclaration(config.apiBase, [docsPrefix(config.apiBase)]));
  app.addHook('onRoute', requireBoundedNumbers);
  await app.register(dbPlugin, { handle: database });
  await app.register(authPlugin);
  await app.register(accessControlPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin, { apiBase: config.apiBase });
  await app.register(housekeepingPlugin);
  await app.register(staticFilesPlugin, { staticRoot: config.staticRoot, apiBase: config.apiBase });

  await app.register(remoteRoutes);
  await app.register(apiRoutes, { prefix: config.apiBase });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
