/**
 * Completes a real authorization-code + PKCE login against the built-in identity provider without a browser:
 * follows the redirects, posts the login form, exchanges the code. Used by integration tests.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface LoginResult {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function loginWithPassword(
  publicUrl: string,
  email: string,
  password: string,
  clientId = 'lektor-web',
): Promise<LoginResult> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${publicUrl}/callback`;
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, publicUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };

  let response = await go(`/oidc/auth?${params}`);
  let posted = false;
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) {
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action || posted)
        throw new Error(`Login did not complete (status ${response.status}): ${html.slice(0, 300)}`);
      posted = true;
      response = await go(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
      continue;
    }
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`No code in ${location}`);
      const tokenResponse = await fetch(`${publicUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
      });
      const tokens = (await tokenResponse.json()) as Record<string, string>;
      if (!tokenResponse.ok) throw new Error(`Token exchange failed: ${JSON.stringify(tokens)}`);
      return { accessToken: tokens.access_token!, refreshToken: tokens.refresh_token, idToken: tokens.id_token! };
    }
    response = await go(location);
  }
  throw new Error('Too many redirects during login');
}
