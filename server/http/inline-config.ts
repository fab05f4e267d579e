/**
 * The sign-in configuration written into index.html (issue 33 point 4): the app starts without asking
 * /api/config, and oidc-client-ts without reading the provider's discovery document, which saves two round trips
 * on the login link's document and the same two again on the callback's document.
 *
 * A JSON data block (`<script type="application/json">`), never run, so the strict CSP (no inline script) holds.
 * The discovery fields are the provider's own answer: the built-in provider names its endpoints after the
 * request's host and forwarded headers, so its document is read once per such origin (a few kept). An external
 * provider's endpoints are left out (app.ts): the app reads its discovery document itself, and a failure there is
 * how the login page learns that the provider does not answer. Without the fields the app reads them, as before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INLINE_CONFIG_ID } from '../../schemas/api/app-config.ts';

/** The discovery fields oidc-client-ts reads (its MetadataService); the rest of the document stays out. */
const CLIENT_METADATA_FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'check_session_iframe',
  'jwks_uri',
] as const;

export type ProviderMetadataFields = Partial<Record<(typeof CLIENT_METADATA_FIELDS)[number], string>>;

export function clientMetadata(document: Record<string, unknown>): ProviderMetadataFields {
  const picked: ProviderMetadataFields = {};
  for (const field of CLIENT_METADATA_FIELDS) {
    const value = document[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}

/** The headers the built-in provider builds its endpoints' URLs from (it trusts the forwarded ones). */
const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const;
const ORIGINS_KEPT = 8;

/** The built-in provider's discovery document as this request's browser would read it, kept per origin. */
export function builtInDiscovery(
  app: FastifyInstance,
  url: string,
): (request: FastifyRequest) => Promise<Record<string, unknown> | undefined> {
  const kept = new Map<string, Record<string, unknown>>();
  return async (request) => {
    const headers: Record<string, string> = {};
    for (const name of ORIGIN_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const key = JSON.stringify(headers);
    const known = kept.get(key);
    if (known) return known;
    const answer = await app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) return undefined;
    const document = answer.json() as Record<string, unknown>;
    if (kept.size >= ORIGINS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, document);
    return document;
  };
}

/** The data block: JSON with `<` escaped, so no text in it can end the element. */
export function configBlock(config: object): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`;
}

/** index.html with the block at the end of its head (or, without a head element, right after the doctype). */
export function withConfigBlock(html: string, block: string): string {
  if (html.includes('</head>')) return html.replace('</head>', () => `${block}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${block}`);
}

export interface InlineConfigOptions {
  /** What /api/config answers. */
  config: () => object;
  /** The provider's discovery document for this request; undefined (or a failure) leaves it out. */
  discovery: (request: FastifyRequest) => Promise<Record<string, unknown> | undefined>;
}

/** The block for one request of index.html: the configuration and, when it could be read, `providerMetadata`. */
export function inlineConfig({ config, discovery }: InlineConfigOptions) {
  return async (request: FastifyRequest): Promise<string> => {
    const document = await discovery(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the discovery document could not be read for index.html');
      return undefined;
    });
    const providerMetadata = document ? clientMetadata(document) : undefined;
    return configBlock(providerMetadata ? { ...config(), providerMetadata } : config());
  };
}
