/**
 * The access-token check's reasons: each refusal names why (for the log), and says whether the configuration is
 * the cause; a provider whose keys cannot be read is unavailable, not a bad token.
 */
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from './access-token.ts';
import { IdentityProviderUnavailableError } from './provider-metadata.ts';

const issuer = 'https://idp.test/realms/forlag';
const audience = 'https://lektor.test/api';
let key: CryptoKey;
let publicKey: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  publicKey = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
});

const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
  new SignJWT({ iss: `${issuer}/`, aud: audience, sub: 'u1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT', ...header })
    .setIssuedAt()
    .setExpirationTime((claims.exp as number | undefined) ?? '5m')
    .sign(key);

const verify = createTokenVerifier({
  issuer,
  audience,
  clientId: 'lektor',
  tokenTypes: ['at+jwt', 'JWT'],
  localKeys: [],
});
const verifier = () =>
  createTokenVerifier({ issuer, audience, clientId: 'lektor', tokenTypes: ['at+jwt', 'JWT'], localKeys: [publicKey] });

async function refusal(token: string): Promise<InvalidTokenError> {
  const error = await verifier()(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidTokenError);
  return error as InvalidTokenError;
}

describe('the access-token check', () => {
  it('takes typ JWT and application/at+jwt, and an issuer that differs by a trailing slash', async () => {
    expect((await verifier()(await sign({}))).sub).toBe('u1');
    expect((await verifier()(await sign({}, { typ: 'application/at+jwt' }))).sub).toBe('u1');
  });

  it('names the reason of each refusal, and the configuration where it is the cause', async () => {
    const cases: [string, Promise<string>, RegExp, boolean][] = [
      ['garbage', Promise.resolve('garbage'), /^not a JWT$/, false],
      ['expired', sign({ exp: Math.floor(Date.now() / 1000) - 120 }), /^token expired$/, false],
      ['another issuer', sign({ iss: 'https://other.test' }), /^claim iss/, false],
      ['no subject', sign({ sub: undefined }), /^token has no subject$/, false],
      ['an ID token', sign({ aud: 'lektor' }), /ID token/, false],
      ['an at_hash', sign({ at_hash: 'x' }), /ID token/, false],
      ['another audience', sign({ aud: 'https://graph.test' }), /^audience "https:\/\/graph.test" is not/, true],
      ['another typ', sign({}, { typ: 'logout+jwt' }), /^typ "logout\+jwt" is not one of at\+jwt, jwt$/, true],
    ];
    for (const [name, token, reason, configuration] of cases) {
      const error = await refusal(await token);
      expect(error.message, name).toMatch(reason);
      expect(error.configuration, name).toBe(configuration);
    }
  });

  it('refuses a token signed by a key the provider does not have', async () => {
    const error = await verify(await sign({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect((error as Error).message).toMatch(/^no key of the provider matches/);
  });

  it('calls a provider whose discovery cannot be read unavailable, and tries it again on the next call', async () => {
    let calls = 0;
    const remote = createTokenVerifier({
      issuer,
      audience,
      metadata: async () => {
        calls += 1;
        throw new IdentityProviderUnavailableError('discovery answered 503');
      },
    });
    const token = await sign({});
    await expect(remote(token)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    await expect(remote(token)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    expect(calls).toBe(2);
    await expect(remote('garbage')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
