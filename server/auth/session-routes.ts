/**
 * The app's sign-in and sign-out as the API sees them (docs/API.md, "Sessions, tokens and logout"):
 * - POST /api/session {idToken}: after the provider's redirect, the account is found, linked or created, name and
 *   e-mail are taken from the ID token (or userinfo) and the role from the configured claim (server/auth/sign-in.ts);
 * - DELETE /api/session: the bearer token's grant or session goes on the deny list, so the API refuses every
 *   token of it from then on (an external provider's JWTs cannot be revoked at the provider).
 * A subject seen for the first time on any other call is signed in from the access token and userinfo.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Db } from '../db/database.ts';
import { apiErrors, signInErrors } from '../errors.ts';
import { type AccessClaims, InvalidTokenError, type TokenVerifier } from './access-token.ts';
import type { IdentityConfig } from './identity-config.ts';
import { requireAccess } from './principal.ts';
import { fetchFromProvider, IdentityProviderUnavailableError, type ProviderMetadata } from './provider-metadata.ts';
import { grantIdOf, type RevokedGrants } from './revoked-grants.ts';
import { signInUser } from './sign-in.ts';

export interface SessionOptions {
  db: Db;
  identity: IdentityConfig;
  verify: TokenVerifier;
  verifyIdToken: (idToken: string) => Promise<AccessClaims>;
  revokedGrants: RevokedGrants;
  /** The external provider's discovery (its userinfo endpoint); undefined for the built-in provider. */
  metadata?: () => Promise<ProviderMetadata>;
}

const sessionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idToken'],
  properties: { idToken: { type: 'string', minLength: 1, maxLength: 20_000 } },
} as const;

const bearer = (request: FastifyRequest) => request.headers.authorization!.split(' ')[1]!;

export function identitySession(options: SessionOptions) {
  const { db, metadata } = options;
  // Roles from claims are an external provider's: the built-in one's tokens carry none, and must not demote anyone.
  const identity = metadata ? options.identity : { ...options.identity, roleClaim: undefined };

  /** The provider's userinfo for the token, when the claims lack an e-mail; {} when it has none to give. */
  const userinfo = async (token: string, known: Record<string, unknown>[]): Promise<Record<string, unknown>[]> => {
    if (!metadata || known.some((claims) => claims.email !== undefined)) return [];
    const endpoint = (await metadata()).userinfo_endpoint;
    if (!endpoint) return [];
    const response = await fetchFromProvider(endpoint, { headers: { authorization: `Bearer ${token}` } });
    if (response.status >= 500) throw new IdentityProviderUnavailableError(`userinfo answered ${response.status}`);
    if (!response.ok) return [];
    const claims = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return claims && typeof claims === 'object' ? [claims] : [];
  };

  const firstSignIn = async (claims: AccessClaims, token: string, request: FastifyRequest) => {
    const found = await userinfo(token, [claims]).catch((error: unknown) => {
      if (error instanceof IdentityProviderUnavailableError) throw apiErrors.identityProviderUnavailable();
      throw error;
    });
    // userinfo of another subject is not this user's (OpenID Connect Core 5.3.2)
    const sources = [...found.filter((info) => info.sub === claims.sub), claims];
    return signInUser(db, { subject: claims.sub, sources, complete: false }, identity, request.log);
  };

  function register(app: FastifyInstance): void {
    app.post<{ Body: FromSchema<typeof sessionBody> }>(
      '/api/session',
      { schema: { hide: true, body: sessionBody }, preHandler: requireAccess('login') },
      async (request) => {
        const token = bearer(request);
        const access = await options.verify(token);
        let id: AccessClaims;
        try {
          id = await options.verifyIdToken(request.body.idToken);
        } catch (error) {
          if (!(error instanceof InvalidTokenError)) throw error;
          request.log.info({ reason: error.message }, 'sign-in refused');
          throw apiErrors.unauthenticated();
        }
        if (id.sub !== access.sub) {
          request.log.info('sign-in refused: the ID token is of another subject than the access token');
          throw apiErrors.unauthenticated();
        }
        const info = await userinfo(token, [id, access]).catch((error: unknown) => {
          if (error instanceof IdentityProviderUnavailableError) throw apiErrors.identityProviderUnavailable();
          throw error;
        });
        const sources = [id, ...info.filter((claims) => claims.sub === access.sub), access];
        const user = await signInUser(db, { subject: access.sub, sources, complete: true }, identity, request.log);
        return { name: user.name, email: user.email, role: user.role };
      },
    );
    app.delete('/api/session', { schema: { hide: true }, preHandler: requireAccess('login') }, async (request) => {
      const claims = await options.verify(bearer(request));
      const grantId = grantIdOf(claims);
      if (!grantId) throw signInErrors.noSession();
      const seconds = Math.max(1, (claims.exp ?? 0) - Math.floor(Date.now() / 1000));
      await options.revokedGrants.revoke(grantId, seconds);
      return { ok: true };
    });
  }

  return { firstSignIn, register };
}
