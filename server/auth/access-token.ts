/**
 * Verifies the bearer access token of an API call (jose): signature against the provider's JWKS (fetched again
 * for a key it does not know: key rotation), issuer (with or without a trailing slash), audience, expiry, a
 * subject, and the `typ` header in the configured set (RFC 9068 `at+jwt`, and `JWT` as Entra ID, Auth0 and
 * Keycloak issue); an ID token sent as an access token is refused. Then that its grant or session has not been
 * revoked by a logout. Every refusal has a reason for the log (never the token) and says whether it points at
 * the configuration (a token of the right provider that Lektør is not set up to take).
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JWK,
  type JWSHeaderParameters,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { IdentityProviderUnavailableError, issuerSpellings, type ProviderMetadata } from './provider-metadata.ts';
import { grantIdOf, type RevokedGrants } from './revoked-grants.ts';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The app's client id: a token for it alone is an ID token, not an access token. */
  clientId?: string;
  /** `typ` header values taken (compared without case and without an `application/` prefix). */
  tokenTypes?: string[];
  /** The built-in provider's public keys; otherwise the keys at the provider's jwks_uri. */
  localKeys?: JWK[];
  /** The external provider's discovery document (where its keys are). */
  metadata?: () => Promise<ProviderMetadata>;
  /** The deny list: a token whose grant or session is on it is refused. */
  revokedGrants?: RevokedGrants;
}

export type AccessClaims = JWTPayload & { sub: string };
export type TokenVerifier = (token: string) => Promise<AccessClaims>;

export class InvalidTokenError extends Error {
  constructor(
    reason: string,
    /** The token is the configured provider's, but Lektør is not set up to take it (audience, typ). */
    readonly configuration = false,
  ) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

const typeOf = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/^application\//, '') : undefined;

type KeyGetter = (header: JWSHeaderParameters) => Promise<CryptoKey | Uint8Array>;

/** The remote key set, found through discovery; a provider that cannot be reached is unavailable, not a bad token. */
function remoteKeys(metadata: () => Promise<ProviderMetadata>): KeyGetter {
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (header) => {
    keySet ??= createRemoteJWKSet(new URL((await metadata()).jwks_uri), { timeoutDuration: 5_000 });
    try {
      return (await keySet(header)) as CryptoKey;
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys ||
        error instanceof errors.JOSENotSupported
      ) {
        throw error;
      }
      throw new IdentityProviderUnavailableError(`keys could not be read: ${(error as Error).message}`);
    }
  };
}

/** Checks what can be read without keys: a JWT with a header, a subject, not an ID token. */
function readable(token: string): { header: JWSHeaderParameters; payload: JWTPayload } {
  try {
    return { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
  } catch {
    throw new InvalidTokenError('not a JWT');
  }
}

/** The provider's keys: the built-in provider's own, or the external provider's JWKS. */
const keysOf = (options: Pick<TokenVerifierOptions, 'localKeys' | 'metadata'>): KeyGetter =>
  options.localKeys
    ? (createLocalJWKSet({ keys: options.localKeys }) as KeyGetter)
    : remoteKeys(options.metadata ?? missingMetadata);

/**
 * Verifies an ID token the app sends at sign-in: the provider's signature, issuer, and this app as its audience.
 * Its claims are the user's name and e-mail (docs/IDENTITY.md).
 */
export function createIdTokenVerifier(
  options: Pick<TokenVerifierOptions, 'issuer' | 'localKeys' | 'metadata'> & { clientId: string },
): (idToken: string) => Promise<AccessClaims> {
  const getKey = keysOf(options);
  return async (idToken) => {
    readable(idToken);
    try {
      const { payload } = await jwtVerify(idToken, getKey, {
        issuer: issuerSpellings(options.issuer),
        audience: options.clientId,
        clockTolerance: 60,
      });
      if (!payload.sub) throw new InvalidTokenError('ID token has no subject');
      return payload as AccessClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(`ID token: ${reasonOf(error)}`);
      throw error;
    }
  };
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const types = (options.tokenTypes ?? ['at+jwt']).map(typeOf);
  const getKey = keysOf(options);
  return async (token) => {
    const { header, payload: unverified } = readable(token);
    if (header.alg === 'none') throw new InvalidTokenError('unsigned token');
    if (!unverified.sub) throw new InvalidTokenError('token has no subject');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, { issuer: issuerSpellings(options.issuer) }));
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(reasonOf(error));
      throw error;
    }
    // Signed by the provider from here on: a refusal now is Lektør's configuration or the client's mistake.
    if (payload.at_hash !== undefined || payload.c_hash !== undefined || payload.typ === 'ID') {
      throw new InvalidTokenError('an ID token sent as an access token');
    }
    const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
    if (
      options.clientId &&
      audiences.length === 1 &&
      audiences[0] === options.clientId &&
      !audiences.includes(options.audience)
    ) {
      throw new InvalidTokenError('an ID token (audience: the app) sent as an access token');
    }
    if (!audiences.includes(options.audience)) {
      throw new InvalidTokenError(`audience ${JSON.stringify(payload.aud)} is not ${options.audience}`, true);
    }
    if (!types.includes(typeOf(header.typ))) {
      throw new InvalidTokenError(`typ ${JSON.stringify(header.typ)} is not one of ${types.join(', ')}`, true);
    }
    const grantId = grantIdOf(payload);
    if (grantId && (await options.revokedGrants?.isRevoked(grantId))) throw new InvalidTokenError('token revoked');
    return payload as AccessClaims;
  };
}

const missingMetadata = async (): Promise<ProviderMetadata> => {
  throw new Error('An external provider needs its discovery document');
};

function reasonOf(error: errors.JOSEError): string {
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} ${error.reason}: ${error.message}`;
  if (error instanceof errors.JWKSNoMatchingKey) return 'no key of the provider matches (another issuer?)';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature does not verify';
  return `${error.code}: ${error.message}`;
}
