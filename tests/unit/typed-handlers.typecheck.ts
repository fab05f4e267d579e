/**
 * Type test of the route handlers (issue 34): each handler's request is typed from its route's schemas
 * (server/routes/register.ts). `npx tsc --noEmit` (npm run typecheck) compiles this file; every line under a
 * `@ts-expect-error` must fail to compile, so a handler that reads a field its schema lacks, or a request part
 * that is `any` again, breaks the typecheck. Nothing here runs.
 */
import type { HandlerOf, RequestOf, RouteHandlers } from '../../server/routes/register.ts';

/** What the schemas have reads without a cast, in the schema's own types (Fastify coerces and validates first). */
export const readsItsOwnParts: HandlerOf<'getRevisionData'> = async (request) => {
  const { id, rev } = request.params;
  const top: number | undefined = request.query.top;
  const models: string | undefined = request.query.models;
  return { sum: id + rev, top, models };
};

export const readsItsBody: HandlerOf<'saveSettings'> = async (request) =>
  request.body.map((setting) => `${setting.name}=${setting.value}`);

/** The pattern of the handler files: an object of handlers that satisfies the route table's types. */
export const handlerGroup = {
  getManuscript: async (request) => {
    // @ts-expect-error getManuscript's params schema has `id` only: there is no `isbn`
    return request.params.isbn;
  },
  getSimilarBookMetadata: async (request) => {
    const isbn: string = request.params.isbn;
    // @ts-expect-error the ISBN is a string in the schema, not a number
    const asNumber: number = request.params.isbn;
    return { isbn, asNumber };
  },
  listManuscripts: async (request) => {
    // @ts-expect-error the paging query has page, pageSize: no `sort`
    return request.query.sort;
  },
} satisfies Partial<RouteHandlers>;

export const readsAQueryItHasNot: HandlerOf<'getManuscript'> = async (request) => {
  // @ts-expect-error getManuscript declares no querystring
  return request.query.page;
};

export const readsABodyItHasNot = (request: RequestOf<'getAuthorStatus'>) => {
  // @ts-expect-error getAuthorStatus declares no body
  return request.body.name;
};

export const paramsAreNumbers = (request: RequestOf<'getManuscript'>) => {
  // @ts-expect-error id is an integer in the schema (coerced by Fastify), not a string
  const id: string = request.params.id;
  return id;
};
