/**
 * When the access token is renewed. A module of its own, without oidc-client-ts: the first page reads it
 * (auth-service.ts) and must not load that library for it (docs/PERFORMANCE.md, Web app).
 */

/** Renew this many seconds before the access token expires (oidc-client-ts' expiring notification). */
export const RENEW_BEFORE_SECONDS = 60;
