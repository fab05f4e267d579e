/** Where the app signs in: read from the server (/api/config), so any OpenID Connect provider can be configured. */
export interface AuthConfig {
  issuer: string;
  clientId: string;
  apiAudience: string;
  /** The scopes asked for (OIDC_SCOPES; with an external provider `offline_access` by default, for renewal). */
  scopes?: string;
  /** How the API is named in the authorization request: RFC 8707 `resource`, Auth0's `audience`, or not at all. */
  audienceParameter?: 'resource' | 'audience' | 'none';
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(`Could not read /api/config: ${response.status}`);
  return (await response.json()) as AuthConfig;
}
