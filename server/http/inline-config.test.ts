/** The configuration block of index.html: where it goes, and that no text in it can end the element. */
import { describe, expect, it } from 'vitest';
import { clientMetadata, configBlock, withConfigBlock } from './inline-config.ts';

describe('inline configuration', () => {
  it('goes at the end of the head, or right after the doctype when the page has no head element', () => {
    const block = configBlock({ issuer: 'https://x/oidc' });
    expect(withConfigBlock('<!doctype html><html><head><title>L</title></head><body></body></html>', block)).toBe(
      `<!doctype html><html><head><title>L</title>${block}</head><body></body></html>`,
    );
    expect(withConfigBlock('<!DOCTYPE html><title>L</title>', block)).toBe(`<!DOCTYPE html>${block}<title>L</title>`);
    expect(withConfigBlock('<title>L</title>', block)).toBe(`${block}<title>L</title>`);
  });

  it('is JSON that no value can close early; `$` patterns in it are not replacement patterns', () => {
    const config = { issuer: 'https://x/oidc</script><script>alert(1)</script>', clientId: "$&$'" };
    const block = configBlock(config);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(config);
    expect(withConfigBlock('<head></head>', block)).toBe(`<head>${block}</head>`);
  });

  it('keeps of the discovery document only the fields oidc-client-ts reads, and only strings', () => {
    expect(
      clientMetadata({
        issuer: 'https://x/oidc',
        token_endpoint: 'https://x/oidc/token',
        jwks_uri: 'https://x/oidc/jwks',
        scopes_supported: ['openid'],
        end_session_endpoint: 42,
      }),
    ).toEqual({ issuer: 'https://x/oidc', token_endpoint: 'https://x/oidc/token', jwks_uri: 'https://x/oidc/jwks' });
  });
});
