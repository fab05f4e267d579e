import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('the analysis budget from the environment', () => {
  it('defaults to 120 s and 1,536 MB', () => {
    expect(configFromEnv({}).analysisBudget).toEqual({ timeoutMs: 120_000, memoryMb: 1536 });
    expect(configFromEnv({ ANALYSIS_TIMEOUT_SECONDS: '', ANALYSIS_MEMORY_MB: '' }).analysisBudget).toEqual({
      timeoutMs: 120_000,
      memoryMb: 1536,
    });
  });

  it('takes seconds (fractions too) and megabytes', () => {
    const budget = configFromEnv({ ANALYSIS_TIMEOUT_SECONDS: '2.5', ANALYSIS_MEMORY_MB: '768' }).analysisBudget;
    expect(budget).toEqual({ timeoutMs: 2_500, memoryMb: 768 });
  });

  it('refuses values that are not positive numbers, naming the variable', () => {
    for (const value of ['0', '-5', 'abc', 'Infinity']) {
      expect(() => configFromEnv({ ANALYSIS_TIMEOUT_SECONDS: value })).toThrow(
        `ANALYSIS_TIMEOUT_SECONDS must be a positive number, not '${value}'`,
      );
      expect(() => configFromEnv({ ANALYSIS_MEMORY_MB: value })).toThrow(/^ANALYSIS_MEMORY_MB must be a positive/);
    }
  });

  it('ANALYSIS_IDLE_SECONDS: 10 by default, 0 (warm threads) allowed, anything but a whole number ≥ 0 stops the start', () => {
    expect(configFromEnv({}).analysisIdleSeconds).toBe(10);
    expect(configFromEnv({ ANALYSIS_IDLE_SECONDS: '0' }).analysisIdleSeconds).toBe(0);
    expect(configFromEnv({ ANALYSIS_IDLE_SECONDS: '60' }).analysisIdleSeconds).toBe(60);
    for (const value of ['-1', '2.5', 'abc']) {
      expect(() => configFromEnv({ ANALYSIS_IDLE_SECONDS: value })).toThrow(/^ANALYSIS_IDLE_SECONDS must be a whole/);
    }
  });

  it('COMPILE_CHARTS_AT_START: on by default, 1 or 0, anything else stops the start naming the variable', () => {
    expect(configFromEnv({}).compileChartsAtStart).toBe(true);
    expect(configFromEnv({ COMPILE_CHARTS_AT_START: '0' }).compileChartsAtStart).toBe(false);
    expect(configFromEnv({ COMPILE_CHARTS_AT_START: '1' }).compileChartsAtStart).toBe(true);
    expect(() => configFromEnv({ COMPILE_CHARTS_AT_START: 'nej' })).toThrow(
      /COMPILE_CHARTS_AT_START must be 1 or 0, not 'nej'/u,
    );
  });

  it('SIGNUP_COMPLIMENTARY_UPLOADS: 1 by default, 0 allowed, anything but a whole number ≥ 0 stops the start', () => {
    expect(configFromEnv({}).signupComplimentaryUploads).toBe(1);
    expect(configFromEnv({ SIGNUP_COMPLIMENTARY_UPLOADS: '0' }).signupComplimentaryUploads).toBe(0);
    expect(configFromEnv({ SIGNUP_COMPLIMENTARY_UPLOADS: '3' }).signupComplimentaryUploads).toBe(3);
    for (const value of ['-1', '1.5', 'to']) {
      expect(() => configFromEnv({ SIGNUP_COMPLIMENTARY_UPLOADS: value })).toThrow(
        `SIGNUP_COMPLIMENTARY_UPLOADS must be a whole number ≥ 0, not '${value}'`,
      );
    }
  });
});

describe('the identity settings in the configuration', () => {
  it('are read from the environment with the rest (server/auth/identity-config.ts)', () => {
    const config = configFromEnv({ OIDC_ROLE_CLAIM: 'groups', OIDC_LINK_ACCOUNTS: 'never' });
    expect(config.identity.roleClaim).toBe('groups');
    expect(config.identity.linkAccounts).toBe('never');
    expect(() => configFromEnv({ OIDC_TOKEN_TYPES: ' ', OIDC_LINK_ACCOUNTS: 'ja' })).toThrow(/^OIDC_LINK_ACCOUNTS/);
  });
});
