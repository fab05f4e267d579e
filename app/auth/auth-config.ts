/** Where the app signs in: read from the server (/api/config), so any OpenID Connect provider can be configured. */
export interface AuthConfig {
  issuer: string;
  clientId: string;
  apiAudience: string;
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(`Could not read /api/config: ${response.status}`);
  return (await response.json()) as AuthConfig;
}
