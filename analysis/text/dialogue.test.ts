import { describe, expect, it } from 'vitest';
import { dialogueRanges } from './dialogue.ts';

const spoken = (text: string) => dialogueRanges(text).map((range) => text.slice(range.start, range.end));

describe('dialogueRanges', () => {
  it('finds » « and „ “ and " " spans', () => {
    expect(spoken('»Kom,« sagde hun. „Nej“, svarede han, "aldrig".')).toEqual(['»Kom,«', '„Nej“', '"aldrig"']);
  });

  it('keeps apostrophes out of single-quoted speech', () => {
    expect(spoken("Han sa' 'hej' til Per's hund.")).toEqual(["'hej'"]);
    expect(spoken("Gud, hvor er 'et upassende.")).toEqual([]);
  });

  it('ends dash-led speech at its tag and resumes after it', () => {
    expect(spoken('– Du skal ikke tro det, sagde han. – Det er svært.')).toEqual([
      '– Du skal ikke tro det',
      '– Det er svært.',
    ]);
    expect(spoken('- Ja da!')).toEqual(['- Ja da!']);
  });

  it('reads unmarked speech after a speech tag and a colon', () => {
    expect(spoken('Tilsidst sagde han: Hvorfor arbejder man her. Ingen svarede.')).toEqual([
      'Hvorfor arbejder man her.',
    ]);
    expect(spoken('Hun sagde: »Kom.«')).toEqual(['»Kom.«']);
    expect(spoken('Der var tre ting: Brød, vin og ost.')).toEqual([]);
  });

  it('stays linear on a long paragraph full of speech tags and colons', () => {
    const text = Array.from({ length: 20_000 }, () => 'sagde han: Kom. »Ja,« sagde hun.').join(' ');
    const started = performance.now();
    const ranges = dialogueRanges(text);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(ranges).toHaveLength(40_000);
  });

  it('runs an unclosed quote to the end of the paragraph', () => {
    expect(spoken('Hun sagde: »Jeg kommer i morgen')).toEqual(['»Jeg kommer i morgen']);
  });
});
