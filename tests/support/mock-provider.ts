/**
 * An external OpenID Connect provider for tests: oauth2-mock-server (an independent implementation), configured as
 * Entra ID, Auth0 and Keycloak commonly are: access tokens with `typ: JWT`, the API as their audience, the roles in
 * a `roles` claim and the session in `sid`; name and e-mail only in the ID token and at userinfo; an issuer with a
 * trailing slash. Who signs in is set with `as(person)` before the authorization request; refresh tokens rotate,
 * a revoked or spent one is refused, and the provider can be stopped and started again on its port.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Events, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface MockPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  roles?: string[];
}

export interface MockProvider {
  /** The issuer as its tokens carry it (with a trailing slash). */
  issuer: string;
  /** The issuer as an operator writes it in OIDC_ISSUER (without the slash). */
  configuredIssuer: string;
  /** Who the next authorization request signs in. */
  as(person: MockPerson): void;
  /** Refresh tokens the app revoked at the revocation endpoint. */
  revoked: Set<string>;
  /** End-session requests received (their query). */
  endSessions: URLSearchParams[];
  /** An access token for `person` built directly (for bad-input cases), with the claims changed by `edit`. */
  accessToken(
    person: MockPerson,
    edit?: (header: Record<string, unknown>, payload: Record<string, unknown>) => void,
  ): Promise<string>;
  stop(): Promise<void>;
  /** Starts again on the same port (after stop()). */
  start(): Promise<void>;
}

interface Session {
  person: MockPerson;
  sid: string;
}

export async function startMockProvider(options: { audience: string; clientId: string }): Promise<MockProvider> {
  // The package's own server, but on an HTTP server of ours: stopping it must cut the browser's kept-alive
  // connections too, as a provider that goes down does.
  const oauthIssuer = new OAuth2Issuer(true);
  const service = new OAuth2Service(oauthIssuer, { revoke: '/builtin-revoke' });
  await oauthIssuer.keys.generate('RS256');
  const http = createServer(service.requestHandler);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => http.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (http.address() as AddressInfo).port;
  oauthIssuer.url = `http://127.0.0.1:${port}`;
  const issuer = oauthIssuer.url!;
  const server = { service, issuer: oauthIssuer };
  let next: MockPerson = { sub: 'nobody' };
  const byCode = new Map<string, Session>();
  const byRefresh = new Map<string, Session>();
  const revoked = new Set<string>();
  const endSessions: URLSearchParams[] = [];

  const known = new Map<string, MockPerson>();
  const claimsFor = (session: Session, payload: Record<string, unknown>) => {
    const { person } = session;
    known.set(person.sub, person);
    payload.sub = person.sub;
    if (payload.aud === options.clientId) {
      // ID token: the profile lives here (and at userinfo), as at Entra ID, Auth0 and Keycloak.
      if (person.email !== undefined) payload.email = person.email;
      if (person.emailVerified !== undefined) payload.email_verified = person.emailVerified;
      if (person.name !== undefined) payload.name = person.name;
      payload.sid = session.sid;
    } else {
      payload.aud = options.audience;
      payload.azp = options.clientId;
      payload.sid = session.sid;
      payload.jti = randomUUID();
      if (person.roles) payload.roles = person.roles;
    }
  };

  server.service.on(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }) => {
    const code = url.searchParams.get('code');
    if (code) byCode.set(code, { person: next, sid: randomUUID() });
  });
  const sessionOf = (body: Record<string, unknown>) =>
    body.grant_type === 'refresh_token' ? byRefresh.get(String(body.refresh_token)) : byCode.get(String(body.code));
  server.service.on(
    Events.BeforeTokenSigning,
    (token: { payload: Record<string, unknown> }, req: { body: Record<string, unknown> }) => {
      const session = sessionOf(req.body);
      if (session) claimsFor(session, token.payload);
    },
  );
  server.service.on(
    Events.BeforeResponse,
    (response: { body: Record<string, unknown>; statusCode: number }, req: { body: Record<string, unknown> }) => {
      const body = req.body;
      const session = sessionOf(body);
      const spent = body.grant_type === 'refresh_token' ? String(body.refresh_token) : undefined;
      if (!session || (spent && revoked.has(spent))) {
        response.body = { error: 'invalid_grant' };
        response.statusCode = 400;
        return;
      }
      // Rotation: a refresh token is good once.
      if (spent) revoked.add(spent);
      if (body.grant_type === 'authorization_code') byCode.delete(String(body.code));
      byRefresh.set(String(response.body.refresh_token), session);
    },
  );
  server.service.on(Events.BeforeUserinfo, (response: { body: Record<string, unknown> }, req: IncomingMessage) => {
    const token = req.headers.authorization?.split(' ')[1] ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
    const person = known.get(String(payload.sub));
    response.body = person
      ? { sub: person.sub, email: person.email, email_verified: person.emailVerified, name: person.name }
      : { sub: payload.sub };
  });
  server.service.on(Events.BeforePostLogoutRedirect, (_uri: unknown, req: IncomingMessage) => {
    endSessions.push(new URL(req.url ?? '/', issuer).searchParams);
  });
  // RFC 7009 revocation that remembers what it revoked (the built-in one reads no body).
  server.service.addRoute('POST', '/revoke', (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string') revoked.add(token);
    res.statusCode = 200;
    res.end();
  });
  server.service.on(Events.BeforeWellKnownOpenIdConfiguration, (response: { body: Record<string, unknown> }) => {
    response.body.revocation_endpoint = `${issuer}revoke`;
    response.body.grant_types_supported = ['authorization_code', 'refresh_token'];
  });

  return {
    issuer,
    configuredIssuer: issuer.replace(/\/$/, ''),
    as(person) {
      next = person;
    },
    revoked,
    endSessions,
    async accessToken(person, edit) {
      return server.issuer.buildToken({
        scopesOrTransform: (header, payload) => {
          claimsFor({ person, sid: randomUUID() }, payload);
          edit?.(header as Record<string, unknown>, payload);
        },
      });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        http.close((error) => (error ? reject(error) : resolve()));
        http.closeAllConnections();
      }),
    start: () => listen(port),
  };
}
