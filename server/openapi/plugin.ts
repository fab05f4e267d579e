/**
 * The OpenAPI document (@fastify/swagger) derived from the route schemas, served as JSON at /api/openapi.json,
 * and the Swagger UI at /api/docs. The UI's pages carry their own Content-Security-Policy: like the app's,
 * except that style-src allows inline styles (swagger-ui sets style attributes); scripts stay 'self' only.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_INFO = {
  title: 'Lektør API',
  version: '1.0.0',
  description:
    'Manuskriptanalyse for danske skønlitterære forfattere. Every route lives under /api. Errors are ' +
    '`{code, message}` with a Danish message; see docs/API.md for roles, paging, jobs and error codes.',
};

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

export async function installOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (at+jwt) from the identity provider' },
        },
      },
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
