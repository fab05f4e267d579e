import { describe, expect, it } from 'vitest';
import { segmentManuscript, segmentParagraph } from '../text/document.ts';
import { cutParts } from '../text/parts.ts';
import { sameStem } from './cliche-matcher.ts';
import { clichesGlobal, maxSentencesPerCliche } from './cliches.ts';
import { dialogueGlobal } from './dialogue.ts';
import { countPersons, perspectiveGlobal } from './perspective.ts';
import { powerWordsGlobal } from './power-words.ts';
import { countDescription, showingTellingGlobal } from './showing-telling.ts';
import { isFastParagraph } from './tempo.ts';
import { countTenses, tenseAnalyser } from './tense.ts';

const paragraphs = (...texts: string[]) => texts.map((text) => segmentParagraph(text));

describe('Tense', () => {
  it('counts past and present and adds the parts up to the whole', () => {
    const blocks = ['Han gik. Hun kom.', 'De sover. Vi sidder.', 'Jeg løb hjem.'].map((text) => ({
      kind: 'paragraph' as const,
      text,
    }));
    const text = segmentManuscript(blocks);
    expect(countTenses(text.paragraphs)).toEqual({ Past: 3, Pres: 2 });
    const [global, parts] = tenseAnalyser.analyse({ text, parts: cutParts(text, 3) });
    expect(global!.content).toMatchObject({ main_tense: 'Past', number_of_past: 3, percentage_present: 40 });
    const perPart = parts!.content as { Past: number; Pres: number }[];
    expect(perPart.reduce((sum, part) => sum + part.Past, 0)).toBe(3);
    expect(perPart.map((part) => part.Pres)).toEqual([0, 2, 0]);
  }, 60_000);
});

describe('Perspective', () => {
  it('counts pronouns outside dialogue only', () => {
    const counts = countPersons(paragraphs('Jeg så ham. »Du må gå,« sagde jeg til ham.', 'Vi gik hjem.'));
    expect(counts.first).toBe(3);
    expect(counts.second).toBe(0);
    expect(counts.third).toBe(2);
    const global = perspectiveGlobal(counts);
    expect(global.main_person_indicator).toBe('1st');
    expect(global.consistence_score).toBe(1);
  });
});

describe('Dialogue', () => {
  it('finds utterances, speech-tag verbs with their categories, and tag adverbs', () => {
    const result = dialogueGlobal(
      paragraphs(
        '»Hvor er du?« spurgte hun.',
        '»Her,« svarede han stille.',
        '– Gå væk, hvæsede hun.',
        'Han sagde ikke mere den aften, men gik i seng.',
      ),
    );
    expect(result.number_of_utterances).toBe(3);
    expect(result.number_of_paragraphs_with_dialogue).toBe(3);
    expect(result.percentage_of_paragraphs_with_dialogue).toBe(75);
    expect(result['dialogue-verbs count']).toEqual({ spørge: 1, svare: 1, hvæse: 1 });
    expect(result['dialogue-adverbs count']).toEqual({ stille: 1 });
    expect(result.categories.angry).toEqual({ count: 1, propensity: 0.3333, words: { hvæse: 1 } });
    expect(result.number_of_ask_verbs).toBe(1);
    expect(result.number_of_say_verbs).toBe(0);
  });
});

describe('ShowingTelling', () => {
  it('counts filling words and lowers the show/tell value with them', () => {
    const plain = showingTellingGlobal(countDescription(paragraphs('Hun åbnede døren og gik ud i haven.')));
    const padded = showingTellingGlobal(
      countDescription(paragraphs('Hun skulle faktisk bare lige åbne døren og gik egentlig ud i haven.')),
    );
    expect(plain.number_of_filling_words).toBe(0);
    // 'bare' after 'skulle faktisk' is 'just' or 'only': the confidence gate leaves it out (confidence-gate.test.ts)
    expect(padded.filling_words_count).toEqual({ faktisk: 1, lige: 1, egentlig: 1 });
    expect(padded.show_tell_value).toBeLessThan(plain.show_tell_value);
  });
});

describe('PowerWords', () => {
  it('counts words by category and never the word "lig"', () => {
    const result = powerWordsGlobal(paragraphs('Rædslen greb hende. Han var lig en skygge, og hun hadede ham.'));
    expect(result.power_words_categories.frygt?.words).toEqual({ rædsel: 1 });
    expect(result.power_words_categories.vrede?.words).toEqual({ hade: 1 });
    expect(result.number_of_power_words).toBe(2);
  });
});

describe('Cliches', () => {
  it('matches clichés with other inflection and word order, and not unrelated sentences', () => {
    const result = clichesGlobal(
      paragraphs('Hendes hjerte hamrede vildt i brystet.', 'Han var kold som is.', 'Isen på søen var kold og tyk.'),
    );
    const found = result.groups.map((group) => group.cliche);
    expect(found).toContain('hjertet hamrede i brystet');
    expect(found).toContain('kold som is');
    expect(result.groups.find((g) => g.cliche === 'kold som is')!.sentences).toEqual([
      { sentence: 'Han var kold som is.', similarity_score: 1 },
    ]);
  });

  it('counts every find of a cliché but keeps its sentence only for the first ones, up to the bound', () => {
    const finds = maxSentencesPerCliche + 7;
    const result = clichesGlobal(paragraphs(...Array.from({ length: finds }, (_, i) => `Han var kold som is ${i}.`)));
    const group = result.groups.find((g) => g.cliche === 'kold som is')!;
    expect(result.number_of_cliches).toBe(finds);
    expect(group.count).toBe(finds);
    expect(group.sentences).toHaveLength(maxSentencesPerCliche);
    expect(group.sentences[0]!.sentence).toBe('Han var kold som is 0.');
  });
});

describe('Cliches per 10,000 words', () => {
  it('gives the clichés found per 10,000 words of the text', () => {
    const text = paragraphs('Han var kold som is.', 'Hun gik hjem og lagde sig til at sove i den store seng.');
    const result = clichesGlobal(text);
    const words = text.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
    expect(result.number_of_cliches).toBe(1);
    expect(result.cliches_per_10000_words).toBe(Math.round((1 / words) * 1_000_000) / 100);
  });

  it('gives 0, never NaN, for a text without clichés or without words', () => {
    expect(clichesGlobal(paragraphs('Hun gik hjem og lagde sig til at sove.')).cliches_per_10000_words).toBe(0);
    expect(clichesGlobal([])).toEqual({ number_of_cliches: 0, cliches_per_10000_words: 0, groups: [] });
  });
});

describe('cliché stems', () => {
  it('accepts inflections of one word and rejects different words that share a beginning', () => {
    expect(sameStem('hjertet', 'hjerte')).toBe(true);
    expect(sameStem('koldt', 'kolde')).toBe(true);
    expect(sameStem('hamrede', 'hamrer')).toBe(true);
    expect(sameStem('blomster', 'blod')).toBe(false);
    expect(sameStem('rødmede', 'rød')).toBe(false);
    expect(sameStem('isen', 'is')).toBe(false);
  });

  it('matches strong-verb forms of one lemma through the dictionary', () => {
    const result = clichesGlobal(paragraphs('Mit hjerte springer et slag over, hver gang hun kommer.'));
    expect(result.groups.map((group) => group.cliche)).toContain('hjertet sprang et slag over');
  });

  it('needs the words in order within a short window: a literal use spread apart is no cliché', () => {
    const found = (text: string) => clichesGlobal(paragraphs(text)).groups.map((group) => group.cliche);
    expect(found('Hun holdt vejret.')).toContain('holdt vejret');
    expect(found('Så holdt hun vejret og lyttede.')).toContain('holdt vejret');
    expect(found('Fruen holdt bogen i vejret og læste højt.')).not.toContain('holdt vejret');
    expect(found('Naar bare vejret ville holde sig.')).not.toContain('holdt vejret');
    expect(found('Marie blev rød som et dryppende blod.')).toContain('rød som blod');
    expect(found('Blodet var rødt, som altid.')).not.toContain('rød som blod');
    expect(found('Han hævede den mod sit hjerte og sank tilbage.')).not.toContain('hjertet sank');
    expect(found('Træthed paa een Gang, paa een Gang ømt.')).not.toContain('gang på gang');
    expect(found('Hun vendte sig gang på gang.')).toContain('gang på gang');
    expect(found('Gerdas blege Hænder, som de laa paa Lagenet.')).not.toContain('bleg som et lig');
  });

  it('counts the opening pronoun of a cliché as found when a name is the subject', () => {
    const group = clichesGlobal(paragraphs('Mikkel Bach trak på skuldrene.')).groups[0]!;
    expect(group.cliche).toBe('han trak på skuldrene');
    expect(group.sentences[0]!.similarity_score).toBe(1);
  });

  it('keeps every sentence a cliché was found in', () => {
    const sentences = Array.from({ length: 30 }, (_, i) => `Hun var kold som is den ${i + 1}. dag.`);
    const group = clichesGlobal(paragraphs(...sentences)).groups.find((g) => g.cliche === 'kold som is')!;
    expect(group.count).toBe(30);
    expect(group.sentences).toHaveLength(30);
  });

  it('does not find "rød som blod" in a sentence about blushing flowers', () => {
    const result = clichesGlobal(paragraphs('Derude rødmede de som Roser, de hvide Blomster, i Skæret fra Solen.'));
    expect(result.groups.map((group) => group.cliche)).not.toContain('rød som blod');
  });
});

describe('Tempo', () => {
  it('reads short action paragraphs as fast and long descriptions as slow', () => {
    const [fast, slow] = paragraphs(
      'Hun sprang op. Han greb hende. De løb.',
      'Huset lå for enden af en lang, snoet grusvej, omgivet af gamle bøgetræer, hvis kroner om sommeren dannede et tæt, grønt tag over indkørslen, og hvor solen kun sjældent nåede ned til de mosgroede sten, som bedstefaren i sin tid havde lagt.',
    );
    expect(isFastParagraph(fast!)).toBe(true);
    expect(isFastParagraph(slow!)).toBe(false);
  });
});
