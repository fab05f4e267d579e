import { describe, expect, it } from 'vitest';
import { describeHistory } from './history.ts';

describe('history descriptions', () => {
  it('name a tier as the author reads it, not as it is stored', () => {
    expect(describeHistory('SUBSCRIPTION_STARTED', { tier: 'STANDARD' })).toBe('Dit Standard-abonnement startede.');
    expect(describeHistory('SUBSCRIPTION_EXPIRED', { tier: 'PREMIUM' })).toBe('Dit Premium-abonnement er ophørt.');
    expect(describeHistory('SUBSCRIPTION_GRANTED', { tier: 'PREMIUM', months: 3 })).toBe(
      'Du fik tildelt et Premium-abonnement i 3 måneder.',
    );
  });
});
