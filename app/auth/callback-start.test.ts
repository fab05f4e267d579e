import { afterEach, describe, expect, it } from 'vitest';
import type { AuthConfig } from './auth-config.ts';
import type { AuthService, SignedInUser } from './auth-service.ts';
import { beginCallbackSignIn, callbackAuthService, forgetCallbackAuthService } from './callback-start.ts';

function counting(result: Promise<unknown> = Promise.resolve('/overview')) {
  const root = {
    calls: 0,
    completeSignIn() {
      root.calls += 1;
      return result;
    },
  };
  return root;
}

describe('beginCallbackSignIn (the entry, before the first render)', () => {
  it('begins the sign-in on the callback page', () => {
    const root = counting();
    beginCallbackSignIn(root, '/callback');
    expect(root.calls).toBe(1);
  });

  it('leaves every other page alone', () => {
    const root = counting();
    for (const path of ['/', '/login', '/callback/x', '/manuscripts/7/dashboard']) beginCallbackSignIn(root, path);
    expect(root.calls).toBe(0);
  });

  it('keeps a refused sign-in from being unhandled (the callback page shows it)', async () => {
    const refused = Promise.reject(new Error('Kontoen kan ikke bruges.'));
    const root = counting(refused);
    beginCallbackSignIn(root, '/callback');
    await expect(refused).rejects.toThrow('Kontoen kan ikke bruges.');
  });
});

describe("callbackAuthService (the callback document's small script and the app's entry)", () => {
  const config = { issuer: 'http://idp.test', clientId: 'lektor-web', apiAudience: 'api' } as AuthConfig;
  afterEach(forgetCallbackAuthService);

  function counting() {
    const made = { services: 0, exchanges: 0 };
    const create = () => {
      made.services += 1;
      return {
        completeSignIn: async () => {
          made.exchanges += 1;
          return { access_token: 'token' } as unknown as SignedInUser;
        },
      } as unknown as AuthService;
    };
    return { made, create };
  }

  it('is made once per document, and its code exchange begun once, whoever asks first', async () => {
    const { made, create } = counting();
    const script = callbackAuthService(config, create);
    const first = script.completeSignIn();
    const entry = callbackAuthService(config, create);
    expect(entry).toBe(script);
    expect(entry.completeSignIn()).toBe(first);
    await first;
    expect(made).toEqual({ services: 1, exchanges: 1 });
  });

  it('begins no exchange before it is asked to', () => {
    const { made, create } = counting();
    callbackAuthService(config, create);
    expect(made).toEqual({ services: 1, exchanges: 0 });
  });
});
