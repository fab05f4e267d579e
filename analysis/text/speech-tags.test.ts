import { describe, expect, it } from 'vitest';
import { isTagSubject, tagParticle } from './speech-tags.ts';

describe('particle speech tags', () => {
  it("knows the particle of 'blive … ved' and 'lægge … til', and nothing for other verbs", () => {
    expect(tagParticle('blev')).toBe('ved');
    expect(tagParticle('Lagde')).toBe('til');
    expect(tagParticle('gik')).toBeUndefined();
    expect(tagParticle('')).toBeUndefined();
  });

  it('takes a pronoun, a name or a short noun phrase for the subject, not a clause or a 1st/2nd person', () => {
    expect(isTagSubject(['han'])).toBe(true);
    expect(isTagSubject(['Marie'])).toBe(true);
    expect(isTagSubject(['den', 'unge', 'Hertug'])).toBe(true);
    expect(isTagSubject(['Fru', 'Holm'])).toBe(true);
    expect(isTagSubject([])).toBe(false);
    expect(isTagSubject(['jeg'])).toBe(false);
    expect(isTagSubject(['saa'])).toBe(false);
    expect(isTagSubject(['han', 'Bogen'])).toBe(false);
    expect(isTagSubject(['den', 'og', 'han'])).toBe(false);
    expect(isTagSubject(['den', 'lille', 'unge', 'Hertug'])).toBe(false);
  });
});
