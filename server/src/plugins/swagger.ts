import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { closedObjects } from '../http/validators';
import { serverRoot } from '../paths';

const { version } = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string };

export const docsPrefix = (apiBase: string) => `${apiBase}/docs`;

/**
 * OpenAPI from the routes' TypeBox schemas (`app.swagger()`, always: tests build on it); the UI and the document at
 * `${API_BASE}/docs` only when `ui` (API_DOCS: on in development and test, off in production unless asked).
 * Signed-in routes are marked bearer.
 */
export const swaggerPlugin = fp<{ apiBase: string; ui: boolean }>(
  async (app, { apiBase, ui }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Project management API', version },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: ({ schema, url, route }) => {
        const audience = route.config?.access?.audience;
        const signedIn = audience !== undefined && audience !== 'public';
        // The body as the server validates it: objects closed (see http/validators.ts).
        const body = schema?.body === undefined ? {} : { body: closedObjects(schema.body) };
        return { url, schema: { ...schema, ...body, ...(signedIn ? { security: [{ bearer: [] }] } : {}) } };
      },
    });
    if (ui) await app.register(swaggerUi, { routePrefix: docsPrefix(apiBase) });
  },
  { name: 'swagger' },
);
