/**
 * Limits on failed logins at the built-in identity provider: per account (the e-mail) and per client address,
 * failures are counted in a sliding window; past the limit the account or address is locked for a while and the
 * login page answers 429 with a Danish message, even for the right password. A success clears the account's count.
 * Kept in the process's memory (bounded): with several API processes behind one address each counts its own.
 */

export interface LoginLimitOptions {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  lockMs: number;
}

export const defaultLoginLimits: LoginLimitOptions = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** Keys kept at most; the oldest are dropped first (a flood of made-up e-mails cannot grow the map). */
const maxKeys = 20_000;

interface Record {
  failures: number[];
  lockedUntil: number;
}

export interface LoginLimits {
  /** Milliseconds the caller must wait before trying again (0: may try now). */
  waitMs(email: string, address: string): number;
  failed(email: string, address: string): void;
  succeeded(email: string): void;
}

export function loginLimits(options: LoginLimitOptions = defaultLoginLimits, now = Date.now): LoginLimits {
  const records = new Map<string, Record>();
  const waitFor = (key: string) => Math.max(0, (records.get(key)?.lockedUntil ?? 0) - now());
  const fail = (key: string, limit: number) => {
    const at = now();
    const record = records.get(key) ?? { failures: [], lockedUntil: 0 };
    records.delete(key);
    record.failures = [...record.failures.filter((time) => at - time < options.windowMs), at];
    if (record.failures.length >= limit) {
      record.lockedUntil = at + options.lockMs;
      record.failures = [];
    }
    records.set(key, record);
    if (records.size > maxKeys) records.delete(records.keys().next().value!);
  };
  return {
    waitMs: (email, address) => Math.max(waitFor(`account:${email}`), waitFor(`address:${address}`)),
    failed(email, address) {
      fail(`account:${email}`, options.perAccount);
      fail(`address:${address}`, options.perAddress);
    },
    succeeded(email) {
      records.delete(`account:${email}`);
    },
  };
}

/** The Danish answer of a locked login, in whole minutes. */
export function lockedMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `For mange forkerte forsøg. Vent ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}, og prøv igen.`;
}
