import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('participles, nominal participles and the adverb "så" beside a finite verb', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the form after a finite "have"/"være" as the participle, with its subject or adverbs between', () => {
    expect(tagged('Hun havde opholdt sig i byen. Det var lykkedes ham.')).toBe(
      'Hun havde/Past opholdt sig i byen Det var/Past lykkedes ham',
    );
    expect(tagged('Det har jeg længe syntes. Havde han ikke holdt ord?')).toBe(
      'Det har/Pres jeg længe syntes Havde/Past han ikke holdt ord',
    );
    expect(tagged('Nu var de adskilte.')).toBe('Nu var/Past de adskilte');
    // the copula before a noun-verb homograph: the noun
    expect(tagged('Hans bror er lærer.')).toBe('Hans bror er/Pres lærer');
  });

  it('keeps both verbs where a second clause or a comma stands between them', () => {
    expect(tagged('Hvad er det dog du bestiller?')).toBe('Hvad er/Pres det dog du bestiller/Pres');
    expect(tagged('Da han var, gik hun.')).toBe('Da han var/Past gik/Past hun');
    expect(tagged('Alt hvad der er er godt.')).toBe('Alt hvad der er/Pres er/Pres godt');
  });

  it('reads a participle after a verb of position as predicative', () => {
    expect(tagged('Markerne lå ribbede hen. Pigerne sad pyntede og stive.')).toBe(
      'Markerne lå/Past ribbede hen Pigerne sad/Past pyntede og stive',
    );
    expect(tagged('Han stod, smilede og gik.')).toBe('Han stod/Past smilede/Past og gik/Past');
  });

  it('reads an adjective in "-ede"/"-te" before a finite verb as a noun, unless a pronoun is its subject', () => {
    expect(tagged('De fremmede gik forbi. Et par forlovede kom ind.')).toBe(
      'De fremmede gik/Past forbi Et par forlovede kom/Past ind',
    );
    expect(tagged('Det måtte kunne høres.')).toBe('Det måtte/Past kunne høres');
    expect(tagged('Det var den bog, som I mente var bedst.')).toBe(
      'Det var/Past den bog som I mente/Past var/Past bedst',
    );
  });

  it('reads "så" beside a verb with no other reading as the adverb', () => {
    expect(tagged('Han gik så hjem. Om hun så var syg, kom hun.')).toBe(
      'Han gik/Past så hjem Om hun så var/Past syg kom/Past hun',
    );
    expect(tagged('Hun så ham, og han så på hende.')).toBe('Hun så/Past ham og han så/Past på hende');
  });

  it('reads a participle before an old-spelling noun as attributive, but "de" opening a clause as the pronoun', () => {
    expect(tagged('Han havde fundet den attraaede Fred.')).toBe('Han havde/Past fundet den attraaede Fred');
    expect(tagged('Hun saa paa hans Hænder, de lignede Klør.')).toBe(
      'Hun saa/Past paa hans Hænder de lignede/Past Klør',
    );
  });

  it('reads a participle right after a plain finite verb and before a noun as attributive', () => {
    expect(tagged('Firmaet købte brugte biler.')).toBe('Firmaet købte/Past brugte biler');
    expect(tagged('Regeringen kræver udvidede rettigheder.')).toBe('Regeringen kræver/Pres udvidede rettigheder');
    // the verb of a relative clause without 'som' is followed by the main clause's verb
    expect(tagged('Hvad han ønskede kostede penge.')).toBe('Hvad han ønskede/Past kostede/Past penge');
    // before a definite noun, or with a comma between, it is the second verb
    expect(tagged('Hun sagde nej og lukkede døren.')).toBe('Hun sagde/Past nej og lukkede/Past døren');
    expect(tagged('Han smilede, lukkede bogen.')).toBe('Han smilede/Past lukkede/Past bogen');
  });

  it("reads a participle after 'blevet' or 'været' as the participle, and keeps a new clause's verb", () => {
    expect(tagged('Tre mænd er blevet tilbageholdt af politiet.')).toBe(
      'Tre mænd er/Pres blevet tilbageholdt af politiet',
    );
    expect(tagged('Hun har været ansat i firmaet.')).toBe('Hun har/Pres været ansat i firmaet');
    expect(tagged('Det er blevet bedre, sagde han.')).toBe('Det er/Pres blevet bedre sagde/Past han');
  });

  it('copes with English, dialect and one long line without punctuation', () => {
    expect(tagged('He had stood there and was tired.')).toBe('He had stood there and was tired');
    expect(tagged('Han va sku gaaet hjem, a ka ett.')).not.toContain('gaaet/');
    const line = 'de fremmede havde opholdt sig så længe og lå ribbede '.repeat(20_000);
    const started = process.cpuUsage();
    const out = tagged(line);
    expect(out.split(' ').filter((word) => word.endsWith('/Past')).length).toBe(40_000); // havde, lå
    expect(process.cpuUsage(started).user).toBeGreaterThan(0);
  });
});
