import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { routes } from '../../schemas/api/routes.ts';
import { type RouteHandler, type RouteHandlers, registerRoutes, unmatchedHandlers } from './register.ts';

const noop: RouteHandler = async () => ({});
const allHandlers = () => Object.fromEntries(routes.map((r) => [r.operationId, noop])) as Record<string, RouteHandler>;
/** A handler map as plain JavaScript could hand it over: the start-up check is for what the types cannot see. */
const untyped = (handlers: Record<string, RouteHandler>) => handlers as unknown as RouteHandlers;

describe('registerRoutes', () => {
  test('a route of the table without a handler is a start-up error', () => {
    const handlers = allHandlers();
    delete handlers.getRules;
    expect(unmatchedHandlers(handlers)).toEqual({ missing: ['getRules'], extra: [] });
    expect(() => registerRoutes(Fastify(), untyped(handlers))).toThrow(/missing \[getRules\]/);
  });

  test('a handler without a route in the table is a start-up error', () => {
    const handlers = { ...allHandlers(), listUnicorns: noop };
    expect(() => registerRoutes(Fastify(), untyped(handlers))).toThrow(/extra \[listUnicorns\]/);
  });

  test('every route is registered under /api with its method', async () => {
    const app = Fastify();
    registerRoutes(app, untyped(allHandlers()));
    await app.ready();
    for (const route of routes) {
      const url = `/api/${route.path}`.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'isbn' ? '9788702345671' : '1',
      );
      expect(app.hasRoute({ method: route.method, url: `/api/${route.path}` }), url).toBe(true);
    }
    await app.close();
  });
});
