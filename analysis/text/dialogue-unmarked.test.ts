import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { dialogueRanges } from './dialogue.ts';

/**
 * The size checks below catch a quadratic step, which would take hours at these sizes, not speed (bench/ measures
 * that): the bound is far above a linear run on a busy machine, so it cannot fail on load alone.
 */
const HANG_MS = 20_000;
vi.setConfig({ testTimeout: 3 * HANG_MS });

const spoken = (text: string) => dialogueRanges(text).map((range) => text.slice(range.start, range.end));

describe('speech without marks, known by its own tag', () => {
  // the lexicons are loaded once when the service starts (warmLexicons), not inside a timed call
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the sentence before a tag as speech, and the next one only in the speaker’s voice', () => {
    expect(spoken('Vognen kom ikke, sagde hun. Hun gik ind.')).toEqual(['Vognen kom ikke']);
    expect(spoken('Vil du med? spurgte Ole. Hun rystede på hovedet.')).toEqual(['Vil du med?']);
    expect(spoken('Det er sent, sae han. Du må gå nu.')).toEqual(['Det er sent', 'Du må gå nu.']);
  });

  it('goes on after the tag at a dash, or in the speaker’s voice after its comma', () => {
    expect(spoken('Vær ikke bange, sagde fru Bech; — jeg skal nok hjælpe Dem. Hun smilede.')).toEqual([
      'Vær ikke bange',
      'jeg skal nok hjælpe Dem.',
    ]);
    expect(spoken('Jeg tror, svarede Karen, at du tager fejl.')).toEqual(['Jeg tror', 'at du tager fejl.']);
    expect(spoken('Jeg kommer, sagde han, da hun kaldte.')).toEqual(['Jeg kommer']);
  });

  it('takes no verb after a fronted clause, before a colon or in narration with "og" for a tag', () => {
    expect(spoken('Da han kom hjem, sagde hun ingenting.')).toEqual([]);
    expect(spoken('Da han kom hjem, sagde hun: Hvor har du været?')).toEqual(['Hvor har du været?']);
    expect(spoken('Hun tog kurven, sagde farvel og gik.')).toEqual([]);
    expect(spoken('For at kende dem fra hinanden, kaldte man ham Lille Per.')).toEqual([]);
  });

  it('reads speech after a colon in the speaker’s voice, without a verb of saying before it', () => {
    expect(spoken('Købmanden slog i bordet: Men jeg vil, at du gør det. Jeg er herre her. Han gik.')).toEqual([
      'Men jeg vil, at du gør det. Jeg er herre her.',
    ]);
    expect(spoken('Der var tre ting i kurven: Brød, vin og ost.')).toEqual([]);
  });

  it('keeps a verb of saying with a 2nd-person subject, or a present one with "jeg", inside the speech', () => {
    expect(spoken('– Den unge mand, mener De? Han rejste i går.')).toEqual([
      '– Den unge mand, mener De? Han rejste i går.',
    ]);
    expect(spoken('– Hvordan, forklarer du så det?')).toEqual(['– Hvordan, forklarer du så det?']);
    expect(spoken('Jeg er træt, siger jeg. Hun gik.')).toEqual([]);
  });

  it('leaves paragraphs with quotation marks or a dash lead to their own rules', () => {
    expect(spoken('»Kom,« sagde hun, og han kom ikke, sagde Ole.')).toEqual(['»Kom,«']);
  });

  it('stays linear on a long paragraph of unmarked tags', () => {
    const text = Array.from({ length: 20_000 }, () => 'Det er sent, sagde han, og gik. Hvad så? spurgte hun.').join(
      ' ',
    );
    const started = performance.now();
    const ranges = dialogueRanges(text);
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(ranges.length).toBeGreaterThanOrEqual(20_000);
  });
});
