/** The shape of one API route and the error answers routes share (see routes.ts). */
import { errorSchema } from './common.ts';

/**
 * Who may call a route: anyone; a signed-in user; a subscriber (STANDARD or PREMIUM; admins too); an admin; a
 * content editor (CONTENT_EDITOR, ADMIN or DEVELOPER).
 */
export type Access = 'open' | 'login' | 'subscription' | 'admin' | 'editor';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type Schema = { readonly $id: string };
/** A response header as the OpenAPI document describes it. */
export interface HeaderSchema {
  readonly type: 'integer' | 'string';
  readonly minimum?: number;
  readonly description: string;
}

export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  /** More than the summary says, for the OpenAPI document (e.g. how class names are spelt). */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: Schema;
  readonly querystring?: Schema;
  readonly body?: Schema;
  /** Request content types other than application/json (the upload). */
  readonly consumes?: readonly string[];
  /**
   * Response content types of the success answer other than application/json (the progress stream, the invoice
   * PDF). Error answers are always JSON, `{code, message}`.
   */
  readonly produces?: readonly string[];
  /** Headers the success answer carries (the WordPress paging totals). */
  readonly responseHeaders?: { readonly [name: string]: HeaderSchema };
  /**
   * The success answer carries an ETag; a request whose If-None-Match names it (weak comparison, one tag of a
   * list, or '*') is answered 304 without a body.
   */
  readonly etag?: boolean;
  /** Errors in WordPress' shape `{code, message, data}` (the WordPress-compatible routes) instead of `{code, message}`. */
  readonly errorShape?: 'wordpress';
  /** The handler needs the body's bytes as sent (a signed webhook): kept as request.rawBody. */
  readonly rawBody?: boolean;
  readonly response: { readonly [status: number]: Schema };
}

/** The error answers each kind of route can give (400 bad input, 401 not signed in, 403 not allowed). */
export const openErrors = { 400: errorSchema, 500: errorSchema } as const;
export const loginErrors = { ...openErrors, 401: errorSchema } as const;
export const guardedErrors = { ...loginErrors, 403: errorSchema } as const;
export const notFound = { 404: errorSchema } as const;
