/**
 * An external provider's discovery fields, handed from the login page to the callback page (issue 33 point 4): the
 * login page reads the provider's discovery document (its failure is how the author learns that the provider does
 * not answer), keeps the fields oidc-client-ts uses in session storage, and the callback page of the same tab takes
 * them once instead of reading the document again. Only the callback page takes them, so every login page still
 * reads the document itself. The built-in provider's fields come in the page (auth-config.ts) and need none of this.
 */
const KEY_PREFIX = 'lektor.providerMetadata:';

/** Kept at most this long: a sign-in left at the provider for longer reads the document again. */
export const HANDOFF_MAX_AGE_MS = 30 * 60 * 1000;

export function keepMetadata(
  issuer: string,
  metadata: Record<string, unknown>,
  storage: Storage = window.sessionStorage,
  now = Date.now(),
): void {
  try {
    storage.setItem(KEY_PREFIX + issuer, JSON.stringify({ at: now, metadata }));
  } catch {
    // Without session storage the callback page reads the document, as before.
  }
}

/** The fields kept for `issuer` (removed as they are taken); undefined when none, stale or unreadable. */
export function takeMetadata(
  issuer: string,
  storage: Storage = window.sessionStorage,
  now = Date.now(),
): Record<string, unknown> | undefined {
  try {
    const text = storage.getItem(KEY_PREFIX + issuer);
    storage.removeItem(KEY_PREFIX + issuer);
    if (!text) return undefined;
    const kept = JSON.parse(text) as { at?: unknown; metadata?: unknown };
    if (typeof kept.at !== 'number' || now - kept.at > HANDOFF_MAX_AGE_MS || now < kept.at) return undefined;
    const metadata = kept.metadata as Record<string, unknown> | null;
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return undefined;
    // The configured issuer's (a trailing slash aside, as providers write it either way), with a token endpoint:
    // anything else is read again from the provider.
    const withoutSlash = (value: unknown) => (typeof value === 'string' ? value.replace(/\/$/, '') : undefined);
    if (withoutSlash(metadata.issuer) !== withoutSlash(issuer)) return undefined;
    if (typeof metadata.token_endpoint !== 'string') return undefined;
    return metadata;
  } catch {
    return undefined;
  }
}
