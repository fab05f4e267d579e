import { describe, expect, it } from 'vitest';
import { beginCallbackSignIn } from './callback-start.ts';

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
