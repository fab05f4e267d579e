/**
 * Power words (Stærke ord): words of the power-words lexicon by category, each in its charged sense (the sense rules
 * here and in power-senses.ts; a word of a common everyday sense also needs evidence, power-confidence.ts).
 * `propensity` is the density of power words scaled so that `densityCeiling` percent of all words counts as 1;
 * `propensity_per_genre` is that density weighted by how much of it falls in the categories a genre leans on.
 */
import type { PowerWordsGlobal } from '../../schemas/models/power-words.ts';
import {
  countedStems,
  idiomExceptions,
  nounOnlyStems,
  powerWordCategories,
  verbOnlyStems,
  weakSenses,
} from '../lexicons/power-words.ts';
import { verbLemma } from '../lexicons/verb-lemma.ts';
import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import type { Paragraph, Sentence, Word } from '../text/document.ts';
import { cardinals } from '../text/function-words.ts';
import { isNameHere } from '../text/name-word.ts';
import { letterCase } from '../text/names-evidence.ts';
import type { ModelAnalyser } from './analyser.ts';
import { isContrarySense } from './contrary-sense.ts';
import { isDegreeUse, isDerision, isEpithet } from './degree-sense.ts';
import { readsAsNoun } from './field-sense.ts';
import { inComparison } from './figure-scope.ts';
import { gatePowerWords, type PowerHit } from './power-confidence.ts';
import { type DomainWord, domainWords, inTheirDomain } from './power-domain.ts';
import { isEverydayUse } from './power-everyday.ts';
import { PowerEvidenceBook } from './power-evidence.ts';
import { isBleachedIdiom } from './power-idioms.ts';
import { isLiteralSense } from './power-literal.ts';
import { isNeutralSense } from './power-senses.ts';
import { bump, orderedCounts, percent, share } from './shares.ts';
import { sentenceTenses } from './tense-tagger.ts';

/** Percentage of power words among all words that counts as a propensity of 1 (dense, intense prose). */
export const densityCeiling = 4;

/**
 * The categories each genre leans on, one entry per genre of GenreClassification and under its class names
 * (analysis/lexicons/classification-weights.json; 'Spaending' is the rules' 'Spænding'), so
 * `propensity_per_genre` names exactly the genres the classification and the rules have (power-words.test.ts).
 */
export const genreCategories: Record<string, readonly string[]> = {
  Krimi: ['frygt', 'vold', 'død', 'spænding'],
  Spaending: ['frygt', 'vold', 'spænding', 'magt'],
  Fantasy: ['magt', 'håb', 'frygt', 'vold'],
  'Science fiction': ['magt', 'frygt', 'håb', 'spænding'],
  Romantik: ['kærlighed', 'begær', 'glæde', 'håb'],
  Gys: ['frygt', 'død', 'spænding'],
  'Historisk roman': ['magt', 'død', 'sorg', 'kærlighed'],
  Samtidsroman: ['sorg', 'vrede', 'kærlighed', 'håb'],
};

/** A power word that opens one of the idioms where it has lost its force ("bange for at"). */
function inIdiom(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  return idiomExceptions.some(
    (idiom) =>
      idiom.forms.has(form) && idiom.followedBy.every((next, offset) => words[index + 1 + offset]?.form === next),
  );
}

/** A power word in a weak, formulaic sense, known by a word just before it ("tage Afsked", "Deres ydmyge"). */
function inWeakSense(words: readonly Word[], index: number): boolean {
  const form = words[index]!.form;
  return weakSenses.some(
    (sense) =>
      sense.forms.has(form) &&
      [words[index - 1]?.form, words[index - 2]?.form].some((word) => word !== undefined && sense.precededBy.has(word)),
  );
}

/** 'salig' before a name or title is "the late" ("hans salig Fader", "salig Hr. Søren"), not bliss. */
function isLateTitle(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return words[index]!.form === 'salig' && next !== undefined && letterCase(next.text) === 'upper';
}

/**
 * Whether the power word at `index` is, by its shape, a homograph of another word here: a noun-only stem as a verb
 * ("lod han Egen fælde"), a verb-only stem as a noun ("en Kæmpe"), or strokes counted after a number ("ti Slag").
 */
function isOtherWord(words: readonly Word[], index: number, stem: string): boolean {
  if (nounOnlyStems.has(stem) && !readsAsNoun(words, index)) return true;
  if (verbOnlyStems.has(stem) && readsAsNoun(words, index)) return true;
  if (!countedStems.has(stem)) return false;
  const before = words[index - 1]?.form ?? '';
  const twoBefore = words[index - 2]?.form ?? '';
  return [before, twoBefore].some((word) => cardinals.has(word) || /^\d/u.test(word));
}

/** Whether the power word at `index` is the finite verb of another verb ("Havet vred sig": 'vride', not angry). */
function isOtherVerb(sentence: Sentence, index: number, hit: { category: string }, lemma: string): boolean {
  if (!sentenceTenses(sentence)[index]) return false;
  const form = sentence.words[index]!.form;
  const verb = verbLemma(form);
  if (verb === form || powerWordCategories().byForm.get(verb)?.category === hit.category) return false;
  // "døde" is the past of 'dø', the verb of 'død'; "vred" the past of 'vride', no verb of 'vred'
  return !lemma.startsWith(verb.replace(/e$/u, ''));
}

const auxiliaries = new Set('har havde have haft er var være været blev bliver blive blevet'.split(' '));

/**
 * A participle in '-et' right after 'have', 'være' or 'blive' that shares its form with a noun of its category ("havde
 * savnet hende": the verb 'savne', not the noun 'Savnet'): the verb's stem and lemma, so that it is read and gated
 * as the verb (thirteenth session). Undefined where the form is no such participle.
 */
function participleOf(words: readonly Word[], index: number, category: string, lemma: string) {
  const form = words[index]!.form;
  if (!form.endsWith('et') || !auxiliaries.has(words[index - 1]?.form ?? '')) return;
  const { byForm, lemmaOf } = powerWordCategories();
  const verb = `${form.slice(0, -2)}e`;
  const hit = byForm.get(verb);
  const verbLemma = lemmaOf.get(verb) ?? verb;
  if (hit?.category !== category || verbLemma === lemma) return;
  return { stem: hit.stem, lemma: verbLemma };
}

/** Whether the sense rules read the power word at `index` in an everyday, literal or bleached sense here. */
function isEverydaySense(sentence: Sentence, index: number): boolean {
  const words = sentence.words;
  return (
    inIdiom(words, index) ||
    isLateTitle(words, index) ||
    inWeakSense(words, index) ||
    isNeutralSense(words, index) || // "nøgne Marker", "der herskede Stilhed", "i deres Vold"
    // "dødelig træt" (a degree), "en munter Pige" (an epithet), "griner ad" (derision), "som om …" (a figure)
    isDegreeUse(words, index) ||
    isEpithet(words, index) ||
    isDerision(words, index) ||
    inComparison(sentence, index) ||
    isContrarySense(words, index) || // "et hånligt Smil", "Taarer af Latter"
    isLiteralSense(words, index) || // "havde forladt Byen", "i en Evighed"
    isBleachedIdiom(words, index) || // "Død og Pine", "det gør ondt", "elskede Mad"
    isEverydayUse(words, index) // "savnede sin Hat", "tilgiv mig den Frihed", "en Lidelse i Knæet"
  );
}

/** One power word found in a paragraph, before the gate: where it stands and what it counts for. */
interface FoundPowerWord extends PowerHit {
  form: string;
  start: number;
  length: number;
}

/**
 * The power words of one paragraph that read in their charged sense, before the gate (power-confidence.ts).
 * `use` hears of every use of a power word as that word, charged or not (not a name, not a homograph of another
 * word), for the book's evidence (power-evidence.ts).
 */
function paragraphPowerWords(paragraph: Paragraph, use: (lemma: string) => void = () => {}): FoundPowerWord[] {
  const { byForm, lemmaOf } = powerWordCategories();
  const found: FoundPowerWord[] = [];
  let at = 0;
  for (const sentence of paragraph.sentences) {
    sentence.words.forEach((word, index) => {
      at++;
      const hit = byForm.get(word.form);
      if (!hit || isNameHere(word)) return;
      const participle = participleOf(sentence.words, index, hit.category, lemmaOf.get(word.form) ?? word.form);
      const lemma = participle?.lemma ?? lemmaOf.get(word.form) ?? word.form;
      const stem = participle?.stem ?? hit.stem;
      // "grave Tørv", "en Kæmpe", "ti Slag": another word, no use of this one
      if (isOtherWord(sentence.words, index, stem)) return;
      // a use in an everyday sense (the tagger's verb check runs only for the charged candidates, as it always did,
      // so a finite verb of another lemma among these counts as a use: rare, and it only lowers the share)
      const everyday = isEverydaySense(sentence, index);
      if (!everyday && isOtherVerb(sentence, index, hit, lemma)) return; // "Havet vred sig" ('vride'): another word
      use(lemma);
      if (everyday) return;
      const { category } = hit;
      found.push({ at, category, stem, lemma, form: word.form, start: word.start, length: word.text.length });
    });
  }
  return found;
}

/**
 * The gates of one paragraph's power words: evidence for a word of an everyday sense (power-confidence.ts), and
 * the scene of its domain for a word of an event category (power-domain.ts).
 */
function gateParagraph<T extends FoundPowerWord>(paragraph: Paragraph, candidates: readonly T[]): T[] {
  const domains = new Map<string, DomainWord[]>();
  const domainOf = (category: string) => {
    const known = domains.get(category);
    if (known) return known;
    const words = domainWords(paragraph.sentences, category);
    domains.set(category, words);
    return words;
  };
  return inTheirDomain(gatePowerWords(candidates), domainOf);
}

/**
 * The charged uses of the power words in the paragraphs, after the sense rules and the paragraph gates and before the
 * book's listing (power-evidence.ts, which leaves out every word of a common everyday sense): what the sense rules
 * read, for tests and tools that look at one use at a time.
 */
export function chargedPowerWords(paragraphs: readonly Paragraph[]): { category: string; lemma: string }[] {
  return paragraphs.flatMap((paragraph) =>
    gateParagraph(paragraph, paragraphPowerWords(paragraph)).map(({ category, lemma }) => ({ category, lemma })),
  );
}

/**
 * The power words of the book by category. With `gate` (the product's setting) a word of an everyday sense counts
 * only with evidence of its charged sense in its paragraph (power-confidence.ts), and a word is listed only on the
 * book's evidence that it is used in its charged sense (power-evidence.ts); without, as before those gates.
 */
export function powerWordsGlobal(
  paragraphs: readonly Paragraph[],
  passages: PassageRecorder = ignorePassages,
  gate = true,
): PowerWordsGlobal {
  const { categories } = powerWordCategories();
  const perCategory: Record<string, Record<string, number>> = Object.fromEntries(categories.map((c) => [c, {}]));
  const formsPerCategory: Record<string, Record<string, Record<string, number>>> = Object.fromEntries(
    categories.map((c) => [c, {}]),
  );
  const evidence = new PowerEvidenceBook();
  const use = (lemma: string) => evidence.use(lemma);
  const charged: { paragraph: Paragraph; hits: FoundPowerWord[] }[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) words += sentence.words.length;
    const candidates = paragraphPowerWords(paragraph, use);
    const hits = gate ? gateParagraph(paragraph, candidates) : candidates;
    if (hits.length === 0) continue;
    evidence.paragraph(hits);
    charged.push({ paragraph, hits });
  }
  // what is not listed does not count: the density and the shares are of the words the page shows
  const listed = gate ? evidence.listed(paragraphs.length) : undefined;
  let found = 0;
  for (const { paragraph, hits } of charged)
    for (const { category, lemma, form, start, length } of hits) {
      if (listed && !listed.has(lemma)) continue;
      found++;
      bump(perCategory[category]!, lemma);
      const forms = formsPerCategory[category]!;
      forms[lemma] ??= {};
      bump(forms[lemma], form);
      passages.record('PowerWords', lemma, paragraph, start, start + length);
    }
  const density = Math.min(1, percent(found, words) / densityCeiling);
  const categoryCounts = Object.fromEntries(
    categories.map((category) => {
      const counts = perCategory[category]!;
      const count = Object.values(counts).reduce((total, n) => total + n, 0);
      const forms = formsPerCategory[category]!;
      return [category, { count, propensity: share(count, found), words: orderedCounts(counts), forms }];
    }),
  );
  const propensityPerGenre = Object.fromEntries(
    Object.entries(genreCategories).map(([genre, leaning]) => {
      const inGenre = leaning.reduce((total, category) => total + (categoryCounts[category]?.count ?? 0), 0);
      return [genre, share(density * inGenre, Math.max(1, found))];
    }),
  );
  return {
    number_of_power_words: found,
    percentage_power_words: percent(found, words),
    power_words_categories: categoryCounts,
    propensity: share(density, 1),
    propensity_per_genre: propensityPerGenre,
  };
}

export const powerWordsAnalyser: ModelAnalyser = {
  model: 'PowerWords',
  analyse: ({ text, passages }) => [{ section: 'global', content: powerWordsGlobal(text.paragraphs, passages) }],
};
