/**
 * Verifies the bearer access token of an API call (jose): signature against the provider's JWKS,
 * issuer, audience, expiry and the JWT access-token type; then that its grant has not been revoked by a logout.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { GRANT_CLAIM, type RevokedGrants } from './revoked-grants.ts';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The built-in provider's public keys; otherwise the issuer's JWKS is fetched. */
  localKeys?: JWK[];
  /** The deny list: a token whose grant (claim `gid`) is on it is refused. */
  revokedGrants?: RevokedGrants;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

async function remoteJwksUrl(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri: string };
  return new URL(discovery.jwks_uri);
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | undefined =
    options.localKeys ? createLocalJWKSet({ keys: options.localKeys }) : undefined;
  return async (token) => {
    keySet ??= createRemoteJWKSet(await remoteJwksUrl(options.issuer));
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
      });
      if (!payload.sub) throw new InvalidTokenError('token has no subject');
      const grantId = payload[GRANT_CLAIM];
      if (typeof grantId === 'string' && (await options.revokedGrants?.isRevoked(grantId))) {
        throw new InvalidTokenError('token revoked');
      }
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  };
}
