import { describe, expect, it } from 'vitest';
import { lockedMessage, loginLimits } from './login-limits.ts';

const options = { perAccount: 3, perAddress: 5, windowMs: 60_000, lockMs: 120_000 };

describe('failed-login limits', () => {
  it('locks an account after too many failures in the window, for the lock time, then lets it try again', () => {
    let now = 0;
    const limits = loginLimits(options, () => now);
    for (let i = 0; i < 2; i++) limits.failed('a@lektor.dk', '10.0.0.1');
    expect(limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(0);
    limits.failed('a@lektor.dk', '10.0.0.2');
    expect(limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(120_000);
    expect(limits.waitMs('b@lektor.dk', '10.0.0.9')).toBe(0);
    now = 120_001;
    expect(limits.waitMs('a@lektor.dk', '10.0.0.9')).toBe(0);
  });

  it('forgets failures older than the window, and a success clears the account', () => {
    let now = 0;
    const limits = loginLimits(options, () => now);
    limits.failed('a@lektor.dk', '10.0.0.1');
    limits.failed('a@lektor.dk', '10.0.0.1');
    now = 61_000;
    limits.failed('a@lektor.dk', '10.0.0.1');
    expect(limits.waitMs('a@lektor.dk', '10.0.0.3')).toBe(0);
    limits.succeeded('a@lektor.dk');
    limits.failed('a@lektor.dk', '10.0.0.1');
    limits.failed('a@lektor.dk', '10.0.0.1');
    expect(limits.waitMs('a@lektor.dk', '10.0.0.3')).toBe(0);
  });

  it('locks an address that tries many accounts', () => {
    const limits = loginLimits(options, () => 0);
    for (let i = 0; i < 5; i++) limits.failed(`konto${i}@lektor.dk`, '10.0.0.7');
    expect(limits.waitMs('ny@lektor.dk', '10.0.0.7')).toBe(120_000);
    expect(limits.waitMs('ny@lektor.dk', '10.0.0.8')).toBe(0);
  });

  it('says in Danish how long to wait', () => {
    expect(lockedMessage(120_000)).toBe('For mange forkerte forsøg. Vent 2 minutter, og prøv igen.');
    expect(lockedMessage(10_000)).toBe('For mange forkerte forsøg. Vent 1 minut, og prøv igen.');
  });
});
