/**
 * Every route of the API (spec §7, plus admin, payment and the WordPress-compatible articles endpoint), with
 * its request and response schemas. The server registers its Fastify routes from this table and
 * @fastify/swagger derives the OpenAPI document from it. Paths are Fastify style, relative to /api.
 */
import type { RouteContract } from './route-contract.ts';
import { adminRoutes } from './routes/admin.ts';
import { authorRoutes } from './routes/author.ts';
import { contentRoutes } from './routes/content.ts';
import { editorRoutes } from './routes/editor.ts';
import { manuscriptRoutes } from './routes/manuscripts.ts';

export type { Access, HttpMethod, RouteContract } from './route-contract.ts';

export const routes = [
  ...authorRoutes,
  ...contentRoutes,
  ...manuscriptRoutes,
  ...adminRoutes,
  ...editorRoutes,
] as const satisfies readonly RouteContract[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];

/** The route of an operation, e.g. routeOf('getRevisionData'). */
export function routeOf<const Id extends OperationId>(operationId: Id): Extract<Route, { operationId: Id }> {
  const route = routes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`Unknown operation '${operationId}'`);
  return route as Extract<Route, { operationId: Id }>;
}
