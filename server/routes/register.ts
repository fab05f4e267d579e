/**
 * Registers every route of the API route table (schemas/api/routes.ts) on Fastify: method, '/api/' + path,
 * the access guard, the request and response schemas, and the handler of its operationId. A route without a
 * handler, or a handler without a route, is a start-up error.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { BodyOf, ParamsOf, QueryOf } from '../../schemas/api/route-types.ts';
import { type OperationId, type RouteContract, routes } from '../../schemas/api/routes.ts';
import { requireAccess } from '../auth/principal.ts';
import { wordpressErrorHandler } from '../content/wordpress-errors.ts';
import { routeSchema } from './route-schema.ts';

/**
 * The request of an operation, typed from its route's schemas: `params`, `query` and `body` are what Fastify has
 * validated (and coerced) against them, so a handler reads them without a cast, and reading a field the schema
 * lacks does not compile (tests/unit/typed-handlers.typecheck.ts).
 */
export type RequestOf<Id extends OperationId> = FastifyRequest<{
  Params: ParamsOf<Id>;
  Querystring: QueryOf<Id>;
  Body: BodyOf<Id>;
}>;
/** The handler of one operation. */
export type HandlerOf<Id extends OperationId> = (request: RequestOf<Id>, reply: FastifyReply) => Promise<unknown>;
/** Handlers of some operations, each typed from its own route (`satisfies HandlersOf<'getManuscript' | …>`). */
export type HandlersOf<Ids extends OperationId> = { [Id in Ids]: HandlerOf<Id> };
/** A handler of every operation of the route table. */
export type RouteHandlers = HandlersOf<OperationId>;
/** A handler that reads nothing of the request's parts (no params, query or body). */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export const API_PREFIX = '/api/';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, for a route whose contract asks for it (a signed webhook). */
    rawBody?: string;
  }
}

/** Keeps the body's text before it is parsed; the parser reads the same bytes again. */
const keepRawBody: NonNullable<RouteOptions['preParsing']> = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    // the body limit applies as it would to the parser
    if (length > request.routeOptions.bodyLimit) break;
  }
  const bytes = Buffer.concat(chunks);
  request.rawBody = bytes.toString('utf8');
  return Readable.from([bytes]);
};

/** Operation ids of the table without a handler, and handler keys without a route. */
export function unmatchedHandlers(handlers: Record<string, unknown>): { missing: string[]; extra: string[] } {
  const ids = new Set<string>(routes.map((r) => r.operationId));
  return {
    missing: [...ids].filter((id) => typeof handlers[id] !== 'function'),
    extra: Object.keys(handlers).filter((key) => !ids.has(key)),
  };
}

export function registerRoutes(app: FastifyInstance, handlers: RouteHandlers): void {
  const { missing, extra } = unmatchedHandlers(handlers);
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`Route table and handlers differ: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`);
  }
  for (const route of routes as readonly RouteContract[]) {
    const options: RouteOptions = {
      method: route.method,
      url: `${API_PREFIX}${route.path}`,
      preHandler: requireAccess(route.access),
      schema: routeSchema(route),
      // Each handler is typed from this route's schemas, which Fastify validates the request against first.
      handler: handlers[route.operationId as OperationId] as RouteOptions['handler'],
    };
    // A multipart body is read and checked by its handler (the file streams; the fields are validated then).
    if (route.consumes?.includes('multipart/form-data')) {
      options.validatorCompiler = () => () => true;
    }
    if (route.errorShape === 'wordpress') options.errorHandler = wordpressErrorHandler;
    if (route.rawBody) options.preParsing = keepRawBody;
    app.route(options);
    if (route.errorShape === 'wordpress') {
      // Also where WordPress has it, at the site's root: the content site's base is then PUBLIC_URL itself.
      app.route({ ...options, url: `/${route.path}`, schema: { ...options.schema, hide: true } });
    }
  }
}
