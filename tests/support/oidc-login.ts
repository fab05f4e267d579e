/**
 * Completes a real authorization-code + PKCE login against the built-in identity provider without a browser:
 * follows the redirects, posts the login form, exchanges the code. Also the app's logout (RP-initiated, with
 * id_token_hint and post_logout_redirect_uri) and a refresh-token grant. Used by integration tests.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface LoginResult {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
  /** The provider's cookies (its session) after the login. */
  cookies: CookieJar;
}

export class CookieJar {
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

interface Authorization {
  go(url: string, init?: RequestInit): Promise<Response>;
  verifier: string;
  redirectUri: string;
  /** The answer to the authorization request (a redirect towards the login form). */
  first: Response;
  jar: CookieJar;
}

/** Starts an authorization-code + PKCE request with the browser's cookie jar (a new one by default). */
async function startAuthorization(
  publicUrl: string,
  clientId: string,
  jar = new CookieJar(),
  extra: Record<string, string> = {},
): Promise<Authorization> {
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
    ...extra,
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
  return { go, verifier, redirectUri, first: await go(`/oidc/auth?${params}`), jar };
}

/** The HTML of the login form a browser would see for a new authorization request. */
export async function loginFormHtml(publicUrl: string, clientId = 'lektor-web'): Promise<string> {
  const { go, first } = await startAuthorization(publicUrl, clientId);
  let response = first;
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) return response.text();
    response = await go(location);
  }
  throw new Error('Too many redirects before the login form');
}

export interface OpenPage {
  /** The page's HTML and address after the redirects. */
  html: string;
  url: string;
  status: number;
  /** A request with the same browser's cookies (redirects not followed). */
  go(url: string, init?: RequestInit): Promise<Response>;
}

/** The page a browser ends on for a new authorization request with extra parameters (e.g. signup=1). */
export async function openAuthorization(publicUrl: string, extra: Record<string, string> = {}): Promise<OpenPage> {
  const { go, first } = await startAuthorization(publicUrl, 'lektor-web', new CookieJar(), extra);
  let response = first;
  let url = '';
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) return { html: await response.text(), url, status: response.status, go };
    url = new URL(location, publicUrl).toString();
    response = await go(location);
  }
  throw new Error('Too many redirects before the form');
}

/** Posts a form as a browser does (urlencoded). */
export function postForm(page: Pick<OpenPage, 'go'>, action: string, fields: Record<string, string>) {
  return page.go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function loginWithPassword(
  publicUrl: string,
  email: string,
  password: string,
  clientId = 'lektor-web',
  cookies?: CookieJar,
): Promise<LoginResult> {
  const { go, verifier, redirectUri, first, jar } = await startAuthorization(publicUrl, clientId, cookies);
  let response = first;
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
      return {
        accessToken: tokens.access_token!,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token!,
        cookies: jar,
      };
    }
    response = await go(location);
  }
  throw new Error('Too many redirects during login');
}

export interface LogoutResult {
  /** The page the end-session request showed (the self-posting form, or a confirmation). */
  page: string;
  /** Where the provider sent the browser after the posted form. */
  location: string | null;
}

/**
 * The app's logout as the browser does it: the end-session request with id_token_hint and
 * post_logout_redirect_uri, then the page's form posted (what logout.js does in the browser).
 */
export async function logout(publicUrl: string, login: LoginResult, idTokenHint = true): Promise<LogoutResult> {
  const params = new URLSearchParams({ post_logout_redirect_uri: `${publicUrl}/` });
  if (idTokenHint) params.set('id_token_hint', login.idToken);
  const end = await fetch(`${publicUrl}/oidc/session/end?${params}`, {
    headers: { cookie: login.cookies.header() },
    redirect: 'manual',
  });
  login.cookies.store(end);
  const page = await end.text();
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) return { page, location: end.headers.get('location') };
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1]!, m[2]!]),
  );
  if (!idTokenHint) fields.logout = 'yes';
  const posted = await fetch(new URL(action, publicUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: login.cookies.header() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  login.cookies.store(posted);
  return { page, location: posted.headers.get('location') };
}

/** A refresh-token grant as the app makes it; the token endpoint's status and JSON. */
export async function refresh(
  publicUrl: string,
  refreshToken: string,
  clientId = 'lektor-web',
): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${publicUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}
