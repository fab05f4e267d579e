import { describe, expect, it } from 'vitest';
import type { CompiledValidator } from './generated/validators.js';
import { validatorGroupLoader } from './validate.ts';

const accepting = Object.assign(() => true, { errors: null }) as unknown as CompiledValidator;

describe('validatorGroupLoader', () => {
  it('loads a group once for callers at the same time and after', async () => {
    let calls = 0;
    const into: Record<string, CompiledValidator> = {};
    const load = validatorGroupLoader(
      {
        api: async () => {
          calls += 1;
          return { validatorsById: { 'api/x': accepting } };
        },
      },
      into,
    );
    await Promise.all([load('api'), load('api')]);
    await load('api');
    expect(calls).toBe(1);
    expect(into['api/x']).toBe(accepting);
  });

  it('asks again for a group that did not load, and keeps it once it has', async () => {
    let calls = 0;
    const into: Record<string, CompiledValidator> = {};
    const load = validatorGroupLoader(
      {
        api: async () => {
          calls += 1;
          if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
          return { validatorsById: { 'api/x': accepting } };
        },
      },
      into,
    );
    await expect(load('api')).rejects.toThrow('Failed to fetch');
    expect(into['api/x']).toBeUndefined();
    await load('api');
    await load('api');
    expect(calls).toBe(2);
    expect(into['api/x']).toBe(accepting);
  });
});
