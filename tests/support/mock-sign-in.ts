/**
 * The app's sign-in at an external provider without a browser, as oidc-client-ts does it: authorization code with
 * PKCE (S256) and a nonce, the code exchanged at the token endpoint; then the refresh-token grant and the
 * revocation of a refresh token. The provider is found through its discovery document.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from './test-server.ts';

export interface ProviderTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
}

async function discovery(issuer: string): Promise<Record<string, string>> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  return (await response.json()) as Record<string, string>;
}

async function tokenRequest(issuer: string, fields: Record<string, string>) {
  const response = await fetch((await discovery(issuer)).token_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as ProviderTokens & { error?: string } };
}

export async function signInAt(
  issuer: string,
  {
    clientId,
    redirectUri,
    scope,
    audience,
  }: { clientId: string; redirectUri: string; scope: string; audience: string },
): Promise<ProviderTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    resource: audience,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const authorization = await fetch(`${(await discovery(issuer)).authorization_endpoint}?${params}`, {
    redirect: 'manual',
  });
  const code = new URL(authorization.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`No code: ${authorization.headers.get('location')}`);
  const { status, body } = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  });
  if (status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(body)}`);
  return body;
}

export const refreshAt = (issuer: string, clientId: string, refreshToken: string) =>
  tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });

export async function revokeAt(issuer: string, clientId: string, token: string): Promise<number> {
  const response = await fetch((await discovery(issuer)).revocation_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: clientId }).toString(),
  });
  return response.status;
}

/** Calls Lektør's API with an access token (default GET /api/author/status, which every signed-in person may read). */
export const callWithToken = (
  t: TestServer,
  token: string,
  url = '/api/author/status',
  method: 'GET' | 'POST' | 'DELETE' = 'GET',
  payload?: object,
) => t.server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
