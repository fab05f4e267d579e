/**
 * The external provider's OpenID discovery document (`{issuer}/.well-known/openid-configuration`), read when first
 * needed and kept; a failed read is not kept, so the next request tries again and the service recovers by itself
 * once the provider answers. An unreachable or failing provider is IdentityProviderUnavailableError (503).
 */

export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

export class IdentityProviderUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IdentityProviderUnavailableError';
  }
}

/** The issuer without a trailing slash: `https://x/` and `https://x` name the same provider. */
export const normaliseIssuer = (issuer: string): string => issuer.replace(/\/+$/, '');

/** Both spellings of an issuer, as a token's `iss` may carry either. */
export const issuerSpellings = (issuer: string): string[] => [normaliseIssuer(issuer), `${normaliseIssuer(issuer)}/`];

const TIMEOUT_MS = 5_000;

/** fetch with a time-out; any failure to get an answer is the provider being unavailable. */
export async function fetchFromProvider(url: string | URL, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new IdentityProviderUnavailableError(`${new URL(url).origin} unreachable: ${(error as Error).message}`);
  }
}

export function providerMetadata(issuer: string): () => Promise<ProviderMetadata> {
  let known: ProviderMetadata | undefined;
  return async () => {
    if (known) return known;
    const url = `${normaliseIssuer(issuer)}/.well-known/openid-configuration`;
    const response = await fetchFromProvider(url);
    if (!response.ok) throw new IdentityProviderUnavailableError(`discovery answered ${response.status}`);
    const metadata = (await response.json().catch(() => undefined)) as ProviderMetadata | undefined;
    if (typeof metadata?.jwks_uri !== 'string') throw new IdentityProviderUnavailableError('discovery has no jwks_uri');
    known = metadata;
    return metadata;
  };
}
