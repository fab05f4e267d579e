// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HANDOFF_MAX_AGE_MS, keepMetadata, takeMetadata } from './metadata-handoff.ts';

const issuer = 'https://login.forlag.dk/realms/forlag';
const metadata = {
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  code_challenge_methods_supported: ['S256'],
};

describe('the provider metadata handed from the login page to the callback page', () => {
  it('is taken once, as it was kept, by the same issuer', () => {
    const storage = window.sessionStorage;
    keepMetadata(issuer, metadata, storage, 1_000);
    expect(takeMetadata('https://other.example', storage, 2_000)).toBeUndefined();
    expect(takeMetadata(issuer, storage, 2_000)).toEqual(metadata);
    expect(takeMetadata(issuer, storage, 2_000)).toBeUndefined();
    // A provider that writes its issuer with a trailing slash, configured without one.
    keepMetadata(issuer, { ...metadata, issuer: `${issuer}/` }, storage, 1_000);
    expect(takeMetadata(issuer, storage, 2_000)?.token_endpoint).toBe(metadata.token_endpoint);
  });

  it('bad input: stale, from the future, unreadable, another issuer or without a token endpoint is read again', () => {
    const storage = window.sessionStorage;
    const key = `lektor.providerMetadata:${issuer}`;
    keepMetadata(issuer, metadata, storage, 0);
    expect(takeMetadata(issuer, storage, HANDOFF_MAX_AGE_MS + 1)).toBeUndefined();
    keepMetadata(issuer, metadata, storage, 5_000);
    expect(takeMetadata(issuer, storage, 1_000)).toBeUndefined();
    for (const text of [
      '{',
      'null',
      JSON.stringify({ at: 1, metadata: [] }),
      JSON.stringify({ at: 1, metadata: { ...metadata, issuer: 'https://evil.example' } }),
      JSON.stringify({ at: 1, metadata: { issuer } }),
      JSON.stringify({ metadata }),
    ]) {
      storage.setItem(key, text);
      expect(takeMetadata(issuer, storage, 2), text).toBeUndefined();
      expect(storage.getItem(key)).toBeNull();
    }
  });
});
