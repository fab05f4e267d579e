import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { countPersons, narratorPerson, perspectiveGlobal } from './perspective.ts';

const counts = (...texts: string[]) => countPersons(texts.map((text) => segmentParagraph(text)));

describe('narrator person', () => {
  it('calls a diary first person although it writes mostly about others', () => {
    // jeg, mig: 2 of 8 narrator pronouns (25 %); ham, han, hun, de, hun, ham: 6.
    const diary = counts('Jeg mødte ham ved kirken. Han var træt, og hun bad mig gå.', 'De gik, og hun fulgte ham.');
    expect(diary.first).toBe(2);
    expect(diary.third).toBe(6);
    expect(narratorPerson(diary)).toBe('1st');
  });

  it('leaves a third-person novel third person when its speech holds many "jeg"', () => {
    const novel = counts(
      '»Jeg kommer, jeg lover det,« sagde hun til ham.',
      '– Jeg ved det, sagde han. Han så på hende, og hun smilede.',
    );
    expect(novel.first).toBe(0);
    expect(narratorPerson(novel)).toBe('3rd');
  });

  it('reads a second-person narration', () => {
    expect(narratorPerson(counts('Du går ind i stuen. Du ser dig om, og han kigger på dig.'))).toBe('2nd');
  });

  it('gives consistency 1 when every part keeps the main person, less when a part changes person', () => {
    // Parts of 20 pronouns or more count (minimumPartPronouns).
    const third = counts('Han gik hjem. Hun ventede på ham, og de spiste. '.repeat(5));
    const first = counts('Jeg gik hjem. Jeg ventede, og jeg spiste alene med mig selv. '.repeat(5));
    const whole = {
      first: third.first + first.first,
      second: 0,
      third: third.third + first.third,
      pronouns: {},
    };
    expect(perspectiveGlobal(third, [third, third]).consistence_score).toBe(1);
    const mixed = perspectiveGlobal(whole, [third, first]);
    expect(mixed.main_person_indicator).toBe('1st');
    expect(mixed.consistence_score).toBeLessThan(1);
    expect(mixed.consistence_score).toBeGreaterThan(0);
  });

  it('says 3rd person with full consistency for a text without pronouns', () => {
    const none = counts('Regnen faldt over byen.');
    expect(perspectiveGlobal(none).main_person_indicator).toBe('3rd');
    expect(perspectiveGlobal(none).consistence_score).toBe(1);
  });
});
