// @vitest-environment happy-dom
/** Where the app's sign-in configuration comes from: the page's data block, else /api/config. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_CONFIG_ID } from '../../schemas/api/app-config.ts';
import { fetchAuthConfig } from './auth-config.ts';

const config = {
  issuer: 'https://lektor.test/oidc',
  clientId: 'lektor-web',
  apiAudience: 'api',
  providerMetadata: { issuer: 'https://lektor.test/oidc', token_endpoint: 'https://lektor.test/oidc/token' },
};

function pageWith(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('Lektør');
  if (text !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_CONFIG_ID;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}

describe('fetchAuthConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the configuration the page carries, with the provider endpoints, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await fetchAuthConfig(pageWith(JSON.stringify(config)))).toEqual(config);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['no block (the development server)', undefined],
    ['an unreadable block', '{"issuer":'],
    ['a block without the issuer', JSON.stringify({ clientId: 'lektor-web' })],
  ])('asks /api/config when the page has %s', async (_case, text) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchAuthConfig(pageWith(text))).toEqual(config);
    expect(fetch).toHaveBeenCalledWith('/api/config');
  });

  it('fails when neither the page nor the server has it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(fetchAuthConfig(pageWith(undefined))).rejects.toThrow('Could not read /api/config: 503');
  });
});
