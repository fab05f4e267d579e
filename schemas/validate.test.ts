import { describe, expect, it } from 'vitest';
import type { CompiledValidator } from './generated/validators.js';
import { validatorGroupLoader } from './validate.ts';

const accepting = Object.assign(() => true, { errors: null }) as unknown as CompiledValidator;

/** A loader of one group 'api' into `into`, counting its loads; the first `failing` loads fail as a lost chunk does. */
function countingLoader(failing = 0) {
  const into: Record<string, CompiledValidator> = {};
  const counted = { calls: 0 };
  const load = validatorGroupLoader(
    {
      api: async () => {
        counted.calls += 1;
        if (counted.calls <= failing) throw new Error('Failed to fetch dynamically imported module');
        return { validatorsById: { 'api/x': accepting } };
      },
    },
    into,
  );
  return { load, into, counted };
}

describe('validatorGroupLoader', () => {
  it('loads a group once for callers at the same time and after', async () => {
    const { load, into, counted } = countingLoader();
    await Promise.all([load('api'), load('api')]);
    await load('api');
    expect(counted.calls).toBe(1);
    expect(into['api/x']).toBe(accepting);
  });

  it('asks again for a group that did not load, and keeps it once it has', async () => {
    const { load, into, counted } = countingLoader(1);
    await expect(load('api')).rejects.toThrow('Failed to fetch');
    expect(into['api/x']).toBeUndefined();
    await load('api');
    await load('api');
    expect(counted.calls).toBe(2);
    expect(into['api/x']).toBe(accepting);
  });
});
