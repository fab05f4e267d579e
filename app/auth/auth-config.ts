/**
 * Where the app signs in: from the server, so any OpenID Connect provider can be configured. The built product's
 * index.html carries it (server/http/inline-config.ts), with the provider's endpoints, so that neither the login
 * link's document nor the callback's asks /api/config or the provider's discovery document; without it (the
 * development server) the app asks /api/config.
 */
import { INLINE_CONFIG_ID } from '../../schemas/api/app-config.ts';

export interface AuthConfig {
  issuer: string;
  clientId: string;
  apiAudience: string;
  /** The scopes asked for (OIDC_SCOPES; with an external provider `offline_access` by default, for renewal). */
  scopes?: string;
  /** How the API is named in the authorization request: RFC 8707 `resource`, Auth0's `audience`, or not at all. */
  audienceParameter?: 'resource' | 'audience' | 'none';
  /**
   * The built-in provider: its accounts are Lektør's own, so an account exists before `POST /api/session` (which an
   * external provider's first sign-in needs to create it).
   */
  builtInProvider?: boolean;
  /** The provider's discovery fields oidc-client-ts reads; absent: it reads the discovery document itself. */
  providerMetadata?: Record<string, string>;
}

function inlineConfig(doc: Document): AuthConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config = JSON.parse(text) as Partial<AuthConfig>;
    return typeof config.issuer === 'string' && typeof config.clientId === 'string'
      ? (config as AuthConfig)
      : undefined;
  } catch (error) {
    console.warn('the configuration in the page could not be read', error);
    return undefined;
  }
}

export async function fetchAuthConfig(doc: Document = document): Promise<AuthConfig> {
  const inline = inlineConfig(doc);
  if (inline) return inline;
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(`Could not read /api/config: ${response.status}`);
  return (await response.json()) as AuthConfig;
}
