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

describe('dialogueRanges', () => {
  // the lexicons are loaded once when the service starts (warmLexicons), not inside a timed call
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

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

  it('takes a verb of saying after a pronoun or an adverb inside a dash-led line for speech, after a name for a tag', () => {
    expect(spoken('– Ja, selvfølgelig beder jeg om lov, men vent lidt.')).toEqual([
      '– Ja, selvfølgelig beder jeg om lov, men vent lidt.',
    ]);
    expect(spoken('– Tro ikke, jeg spotter, jeg mener det.')).toEqual(['– Tro ikke, jeg spotter, jeg mener det.']);
    expect(spoken('– Mor – Louise hvinte – nu går han igen.')).toEqual(['– Mor', 'nu går han igen.']);
  });

  it("ends the speech at 'blev … ved' with a subject of several words, and reads speech after 'lagde han til:'", () => {
    expect(spoken('– Nej, blev den gamle Præst ved, det er ikke sandt.')[0]).toBe('– Nej');
    expect(spoken('– Det kan godt være, sagde hun, og så lagde hun til: Vi går nu.')).toEqual([
      '– Det kan godt være',
      'Vi går nu.',
    ]);
    // a verb with an object before 'til' is no tag, and the first tag's own colon adds nothing new
    expect(spoken('– Ja, lagde han Bogen til Side.')).toEqual(['– Ja, lagde han Bogen til Side.']);
    expect(spoken('– Ja, sagde hun og pegede på kortet: Der ligger byen.')).toEqual(['– Ja']);
  });

  it('takes a word in quotes after a naming verb for no speech', () => {
    expect(spoken('Det er hvad man kalder »fremdrift« i byen.')).toEqual([]);
    expect(spoken('Hun sagde »Nej« og gik.')).toEqual(['»Nej«']);
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
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(ranges).toHaveLength(40_000);
  });

  it('runs an unclosed quote to the end of the paragraph', () => {
    expect(spoken('Hun sagde: »Jeg kommer i morgen')).toEqual(['»Jeg kommer i morgen']);
  });

  it("ends dash-led speech at '?' or '!' before a lower-case verb of saying; the rest of the sentence is narration", () => {
    expect(spoken('– Hvor er hun? spurgte han og så sig om.')).toEqual(['– Hvor er hun?']);
    expect(spoken('– Kom så! råbte hun fra trappen.')).toEqual(['– Kom så!']);
    // A lower-case word that is no verb of saying keeps the speech going.
    expect(spoken('– Hvad? nej, det tror jeg ikke.')).toEqual(['– Hvad? nej, det tror jeg ikke.']);
  });

  it("resumes speech after the tag with a dash or a sentence in the speaker's 1st/2nd person", () => {
    expect(spoken('– Undskyld, sagde han. Det er ikke fordi jeg vil klage.')).toEqual([
      '– Undskyld',
      'Det er ikke fordi jeg vil klage.',
    ]);
    expect(spoken('– Kom her, sagde hun. Du må ikke gå.')).toEqual(['– Kom her', 'Du må ikke gå.']);
    expect(spoken('– Godnat, sagde hun og gik. – Sov godt.')).toEqual(['– Godnat', '– Sov godt.']);
    // a dash before a capital resumes the speech also with no mark before it
    expect(spoken('– Nej, sagde hun roligt – Men det ville jeg sige.')).toEqual(['– Nej', '– Men det ville jeg sige.']);
    expect(spoken('– Nej, sagde hun – og gik.')).toEqual(['– Nej']);
  });

  it("keeps narration after the tag as narration, also a 1st-person narrator's past tense", () => {
    expect(spoken('– Kom, sagde hun. Jeg rejste mig og fulgte efter.')).toEqual(['– Kom']);
    expect(spoken('– Nej, sagde han. Han gik ud i haven.')).toEqual(['– Nej']);
  });

  it("finds unmarked speech later in the narration by its own tag after '?' or '!'", () => {
    expect(spoken('– Nej, sagde han og rejste sig. Hvad tror De, det er? sagde han så.')).toEqual([
      '– Nej',
      'Hvad tror De, det er?',
    ]);
    expect(spoken('– Ja, sagde hun og tog ham om skuldrene: Hvad er der sket - hvad er der sket? sagde hun.')).toEqual([
      '– Ja',
      'Hvad er der sket - hvad er der sket?',
    ]);
    // A question in the narration with no tag after it stays narration.
    expect(spoken('– Ja, sagde hun. Hvad skulle hun gøre? Hun gik.')).toEqual(['– Ja']);
  });

  it('goes on with the speech after a short tag inside the line, unless the narration goes on', () => {
    expect(spoken('– Ja, sagde Peter, det skal vi nok.')).toEqual(['– Ja', 'det skal vi nok.']);
    expect(spoken('– Ja, sagde hun, mens hun tog frakken på.')).toEqual(['– Ja']);
    expect(spoken('– Ja, sagde hun, hun tog frakken på.')).toEqual(['– Ja']);
  });

  it('reads the old spelling of a speech tag', () => {
    expect(spoken('– Farvel, raabte hun hen ad Vejen.')).toEqual(['– Farvel']);
  });

  it('does not take a quoted title or a single word for speech', () => {
    expect(spoken('Han læste »Politiken« ved morgenbordet.')).toEqual([]);
    expect(spoken('Kapitlet hed »Hjemkomsten«, og det var kort.')).toEqual([]);
    expect(spoken('Det var et såkaldt "godt" liv.')).toEqual([]);
  });

  it('takes a quote for speech when it holds four words, ends in punctuation, or stands next to a verb of saying', () => {
    expect(spoken('Han tænkte »det går nok alligevel« og gik.')).toEqual(['»det går nok alligevel«']);
    expect(spoken('»Nej!« Hun gik.')).toEqual(['»Nej!«']);
    expect(spoken('»Nej« sagde hun.')).toEqual(['»Nej«']);
    expect(spoken('Hun sagde: »Nej« og gik.')).toEqual(['»Nej«']);
  });

  it("does not read 'det vil sige:' or 'kort sagt' as a speech tag", () => {
    expect(spoken('Han kom for sent, det vil sige: Toget var gået.')).toEqual([]);
    expect(spoken('– Vi tager derud i morgen, det vil sige på fredag.')).toEqual([
      '– Vi tager derud i morgen, det vil sige på fredag.',
    ]);
  });

  it('finds no dialogue in a text without quotation marks or dashes', () => {
    expect(spoken('Hun gik hjem. Han blev. Ingen sagde noget den aften.')).toEqual([]);
  });

  it('stays bounded on a 10,000,000-byte paragraph without punctuation, dash-led or not', () => {
    const words = 'og så gik hun videre ned ad vejen '.repeat(300_000);
    for (const text of [`– ${words}`, words]) {
      const started = performance.now();
      const ranges = dialogueRanges(text);
      expect(performance.now() - started).toBeLessThan(HANG_MS);
      expect(ranges.length).toBeLessThanOrEqual(1);
    }
  });

  it('stays linear on a long dash-led paragraph of tags with questions in the narration', () => {
    const text = `– ${Array.from({ length: 20_000 }, () => 'Ja, sagde hun og gik. Hvad nu? spurgte han.').join(' ')}`;
    const started = performance.now();
    const ranges = dialogueRanges(text);
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    // The first "Ja" is dash-led; later ones are unmarked narration, every "Hvad nu?" is speech by its tag.
    expect(ranges.length).toBe(20_001);
  });

  it('stays linear on a long dash-led paragraph full of tags and sentences', () => {
    const text = `– ${Array.from({ length: 20_000 }, () => 'Kom her, sagde hun. Jeg kommer ikke.').join(' ')}`;
    const started = performance.now();
    const ranges = dialogueRanges(text);
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(ranges.length).toBeGreaterThan(20_000);
  });
});
