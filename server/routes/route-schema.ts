/**
 * The Fastify route schema of a route contract (schemas/api/route-contract.ts), which is also what @fastify/swagger
 * turns into the OpenAPI document: request schemas, the success answer in its content types and with its headers,
 * every error answer as JSON whatever the success answer's type, and 304 for a route with an ETag.
 */
import type { FastifySchema } from 'fastify';
import { errorSchema } from '../../schemas/api/common.ts';
import type { RouteContract } from '../../schemas/api/route-contract.ts';

/** The request header a route with an ETag reads (documented in the OpenAPI as a header parameter). */
export const ifNoneMatchHeaders = {
  type: 'object',
  properties: {
    'if-none-match': {
      type: 'string',
      maxLength: 2000,
      description:
        'ETags of answers the client holds: one tag, weak (W/"…") or strong, a list ("a", W/"b"), or *. ' +
        'When one names the current answer (weak comparison), the answer is 304 without a body.',
    },
  },
} as const;

export const notModified = {
  type: 'null',
  description: 'Not Modified: If-None-Match named the current ETag; no body, the ETag header is sent again.',
} as const;

const isSuccess = (status: string) => Number(status) < 300;

/** One status' answer: the schema alone where it is JSON without headers, else its content types and headers. */
function answerOf(route: RouteContract, status: string, schema: object): object {
  if (!isSuccess(status)) {
    if (!route.produces) return schema;
    // The route's success answer is a file or a stream; its errors are `{code, message}` JSON all the same.
    return { description: errorSchema.description, content: { 'application/json': { schema } } };
  }
  if (!route.responseHeaders && !route.etag) return schema;
  const types = route.produces ?? ['application/json'];
  const headers: Record<string, object> = { ...route.responseHeaders };
  if (route.etag)
    headers.etag = { type: 'string', description: 'The ETag of the answer, to send back in If-None-Match.' };
  return {
    description: 'Default Response',
    headers,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}

/** The Fastify route schema of a contract (also what @fastify/swagger reads). */
export function routeSchema(route: RouteContract): FastifySchema {
  const response: Record<string, object> = {};
  for (const [status, schema] of Object.entries(route.response)) response[status] = answerOf(route, status, schema);
  if (route.etag) response[304] = notModified;
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [...route.tags],
    response,
  };
  if (route.description) schema.description = route.description;
  if (route.access !== 'open') schema.security = [{ bearerAuth: [] }];
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  if (route.etag) schema.headers = ifNoneMatchHeaders;
  if (route.consumes) schema.consumes = [...route.consumes];
  if (route.produces) schema.produces = [...route.produces];
  return schema;
}
