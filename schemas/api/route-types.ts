/**
 * Types of a route's request and answer, derived from the route table's schemas (for the app's API client):
 * `ResponseOf<'getAuthorStatus'>`, `QueryOf<'listHistory'>`, `BodyOf<'saveSettings'>`, `ParamsOf<'getRevisionData'>`.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { OperationId, Route } from './routes.ts';

type RouteOf<Id extends OperationId> = Extract<Route, { operationId: Id }>;
type Typed<S> = S extends JSONSchema ? FromSchema<S> : never;
type Part<Id extends OperationId, K extends string> =
  RouteOf<Id> extends { readonly [P in K]: infer S } ? Typed<S> : undefined;

/** The success (200 or 201) answer of an operation. */
export type ResponseOf<Id extends OperationId> = RouteOf<Id>['response'] extends infer R
  ? R extends { readonly 200: infer S }
    ? Typed<S>
    : R extends { readonly 201: infer S }
      ? Typed<S>
      : never
  : never;
export type ParamsOf<Id extends OperationId> = Part<Id, 'params'>;
export type QueryOf<Id extends OperationId> = Part<Id, 'querystring'>;
export type BodyOf<Id extends OperationId> = Part<Id, 'body'>;
