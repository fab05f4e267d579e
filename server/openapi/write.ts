/** `npm run openapi`: writes docs/openapi.json from the route schemas (no database, no listening). */
import { mkdirSync, writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import { routes } from '../../schemas/api/routes.ts';
import { type RouteHandler, type RouteHandlers, registerRoutes } from '../routes/register.ts';
import { installOpenApi } from './plugin.ts';

const app = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } } });
await installOpenApi(app, 'http://127.0.0.1:8080');
const unused: RouteHandler = async () => undefined;
registerRoutes(app, Object.fromEntries(routes.map((r) => [r.operationId, unused])) as RouteHandlers);
await app.ready();
mkdirSync('docs', { recursive: true });
writeFileSync('docs/openapi.json', `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`docs/openapi.json: ${routes.length} operations`);
