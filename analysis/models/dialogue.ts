/**
 * Dialogue: utterances (dialogue spans), paragraphs with dialogue, and the speech tags around them: dialogue
 * verbs outside the spoken words but within a few words of them ("»Kom,« sagde hun stille"), their categories,
 * and the adverbs right after them. Only finite forms of verbs of saying count ("sagde", "spørger"), never a fixed
 * phrase ("det vil sige", "kort sagt").
 */
import { type DialogueGlobal, type DialogueParts, dialogueCategoryNames } from '../../schemas/models/dialogue.ts';
import { type DialogueVerb, dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { adverbs, descriptiveLemma } from '../lexicons/word-lists.ts';
import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import { speakerSubject } from '../text/dialogue-dash.ts';
import type { Paragraph, Word } from '../text/document.ts';
import {
  determiners,
  firstPerson,
  prepositions,
  quantifiers,
  secondPerson,
  subjectWords,
  thirdPerson,
} from '../text/function-words.ts';
import { isFixedSayingPhrase, isTagSubject, tagParticle } from '../text/speech-tags.ts';
import type { ModelAnalyser } from './analyser.ts';
import { isNounForm } from './noun-forms.ts';
import { bump, orderedCounts, percent, share } from './shares.ts';

/** How far (in words) a speech tag's verb may stand from the spoken words. */
export const speechTagReach = 4;
/**
 * How far from the end of a paragraph that ends in a colon the verb introducing the next paragraph's speech may
 * stand ("lagde han til over mod Mikaël:").
 */
const introducingReach = 7;

export interface SpeechTags {
  verbs: Record<string, number>;
  /** By lemma ("rolig" for "roligt"), with the forms found per lemma in adverbForms. */
  adverbs: Record<string, number>;
  adverbForms: Record<string, Record<string, number>>;
  categories: Record<string, Record<string, number>>;
}

/** One speech tag in a paragraph: the word positions (in the paragraph's words) of its verb and its adverb. */
export interface SpeechTagAt {
  verbIndex: number;
  verb: DialogueVerb;
  adverbIndex?: number;
}

/** The speech tags of one paragraph, in order. */
export function speechTagsIn(words: readonly Word[], text: string): SpeechTagAt[] {
  const found: SpeechTagAt[] = [];
  const nearDialogue = distancesToDialogue(words);
  // a paragraph that ends in a colon after a verb of saying hands its speech to the next paragraph
  const introducing = /:\s*$/u.test(text) ? words.length - introducingReach : words.length;
  words.forEach((word, index) => {
    if (word.inDialogue) return;
    if (nearDialogue[index]! > speechTagReach && (index < introducing || !introducesSpeech(words, index))) return;
    const verb = dialogueVerb(word.form) ?? continuingTag(words, index, text);
    if (
      !verb ||
      !(verb.finite || isPerfectTag(words, index)) ||
      isFixedSayingPhrase(precedingForms(words, index), words[index + 1]?.form)
    )
      return;
    if (isAttributiveParticiple(word.form, words[index + 1])) return;
    // "Der lød Trin", "en Mand, der sagde det": after 'der' the verb is an existential's or a relative clause's
    if (words[index - 1]?.form === 'der' && !words[index - 1]!.inDialogue) return;
    if (speakerSubject(word.form, words[index + 1]?.text)) return; // "mener jeg", "siger du": inside the speech
    const adverbIndex = tagAdverbAfter(words, index, text);
    found.push(adverbIndex === undefined ? { verbIndex: index, verb } : { verbIndex: index, verb, adverbIndex });
  });
  return found;
}

/** Not "ikke svarede:" (said nothing) nor "vedblev at søge:" (went on doing): the verb before the colon says. */
function introducesSpeech(words: readonly Word[], index: number): boolean {
  return words[index - 1]?.form !== 'ikke' && words[index + 1]?.form !== 'at';
}

const perfectAuxiliaries = new Set(['har', 'havde', 'haver', 'fik']);

/**
 * "– Hvad mener du? havde Herluf sagt.": a tag in the pluperfect, the finite 'have' (or 'fik', managed to: "fik
 * Jansen spurgt") before its subject and the verb of saying's participle after it; or 'lod' (had someone say) with
 * its infinitive ("lod Kongen spørge").
 */
function isPerfectTag(words: readonly Word[], index: number): boolean {
  const subject = words[index - 1];
  const auxiliary = words[index - 2];
  if (!subject || !auxiliary || subject.inDialogue || auxiliary.inDialogue) return false;
  const named = subjectPronouns.has(subject.form) || (!subject.initial && /^\p{Lu}/u.test(subject.text));
  const infinitive = dialogueVerb(words[index]!.form)?.lemma === words[index]!.form;
  // "lod Kongen spørge": 'lade' with the verb of saying's infinitive
  if (auxiliary.form === 'lod') return named && infinitive;
  return named && perfectAuxiliaries.has(auxiliary.form) && !infinitive;
}

const particleTags: Record<string, DialogueVerb> = {
  ved: { lemma: 'blive ved', category: 'neutral', finite: true },
  til: { lemma: 'lægge til', category: 'neutral', finite: true },
  af: { lemma: 'bryde af', category: 'irritated', finite: true },
};
const coordinators = new Set(['og', 'men', 'eller']);
const articlesAfterVed = new Set(['den', 'det', 'de', 'en', 'et', 'sin', 'sit', 'sine', 'hans', 'hendes']);

/**
 * "blev han ved", "blev den unge Hertug ved", "lagde han til": 'blive … ved' (went on) and 'lægge … til' (added)
 * as a speech tag, the subject between verb and particle (tagParticle, isTagSubject) and no noun phrase after the
 * particle ("blev ved bordet" is a place, "lagde til Side" a movement).
 */
function continuingTag(words: readonly Word[], index: number, text: string): DialogueVerb | undefined {
  const particle = tagParticle(words[index]!.form);
  if (!particle) return undefined;
  for (let at = index + 1; at <= index + 4; at++) {
    const word = words[at];
    if (!word || word.inDialogue || word.initial) return undefined;
    if (word.form !== particle) continue;
    const subject = words.slice(index + 1, at).map((w) => w.text);
    if (!(subject.length === 0 ? particle === 'ved' : isTagSubject(subject))) return undefined;
    // after 'og' the verb shares the subject before it, and a noun after it is its object ("og lagde Tæpperne til")
    const before = words[index - 1];
    if (subject.length > 0 && before && !before.inDialogue && coordinators.has(before.form)) return undefined;
    const after = words[at + 1];
    // a comma or colon after the particle ends the tag ("blev han ved, det er sandt")
    const joined = after !== undefined && !/[,:;.!?–-]/u.test(text.slice(word.start + word.text.length, after.start));
    if (joined && after.form === 'at') return undefined; // "blev ved at skure": went on doing, no speech
    // a noun phrase after the particle is its object or place; a preposition goes on with the tag ("til over mod")
    if (joined && !after.initial && !after.inDialogue) {
      const noun = isNounForm(after.form) && !prepositions.has(after.form);
      if (articlesAfterVed.has(after.form) || noun) return undefined;
    }
    return particleTags[particle];
  }
  return undefined;
}

/**
 * A past form that is also an adjective, before an indefinite noun, is the adjective ("sluttede Selskaber", "de
 * fortsatte Forhandlinger"): a speech tag's verb is followed by its subject, not by a noun in the plural.
 */
function isAttributiveParticiple(form: string, next: Word | undefined): boolean {
  if (!next || next.inDialogue || !hunspellTables().adjectiveForms.has(form)) return false;
  const noun = next.form;
  if (grammarWords.has(noun) || /(?:en|et|ne)$/u.test(noun) || lexicalTense(noun)) return false;
  return /(?:er|e)$/u.test(noun) && isNounForm(noun);
}

/** A paragraph's words in order, across its sentences. */
export function paragraphWords(paragraph: Paragraph): Word[] {
  return paragraph.sentences.flatMap((sentence) => sentence.words);
}

/** The speech tags of a paragraph with dialogue (none without). */
export function paragraphSpeechTags(paragraph: Paragraph): { words: Word[]; tags: SpeechTagAt[] } {
  if (paragraph.utterances === 0) return { words: [], tags: [] };
  const words = paragraphWords(paragraph);
  return { words, tags: speechTagsIn(words, paragraph.text) };
}

export function speechTags(paragraphs: readonly Paragraph[], passages: PassageRecorder = ignorePassages): SpeechTags {
  const tags: SpeechTags = { verbs: {}, adverbs: {}, adverbForms: {}, categories: {} };
  for (const paragraph of paragraphs) {
    const { words, tags: found } = paragraphSpeechTags(paragraph);
    for (const { verb, verbIndex, adverbIndex } of found) {
      bump(tags.verbs, verb.lemma);
      const said = words[verbIndex]!;
      passages.record('Dialogue', verb.lemma, paragraph, said.start, said.start + said.text.length);
      if (verb.category !== 'neutral') {
        tags.categories[verb.category] ??= {};
        bump(tags.categories[verb.category]!, verb.lemma);
      }
      if (adverbIndex !== undefined) {
        const adverb = words[adverbIndex]!;
        const form = adverb.form;
        const lemma = descriptiveLemma(form);
        passages.record('Dialogue', `biord:${lemma}`, paragraph, adverb.start, adverb.start + adverb.text.length);
        bump(tags.adverbs, lemma);
        tags.adverbForms[lemma] ??= {};
        bump(tags.adverbForms[lemma], form);
      }
    }
  }
  return tags;
}

function precedingForms(words: readonly Word[], index: number): string[] {
  return words.slice(Math.max(0, index - 2), index + 1).map((word) => word.form);
}

/**
 * Words after a tag verb that say nothing of how the line was said: repetition, time, focus and degree ("sagde han
 * igen", "kun", "ganske"). A degree word is passed over ("sagde hun ganske sagte" → 'sagte').
 */
const toneless = new Set(
  'igen ikke også kun bare blot alene altid aldrig stadig endnu endelig nu så da her lige ligesom næsten ganske meget lidt mere mest helt ret rigtig rigtignok slet just halvt noget nok vel jo dog vist sådan således atter straks snart først sidst sig til ham hende'.split(
    ' ',
  ),
);
/** Where the tag ends and narration goes on: a conjunction or a preposition. */
const tagEnds = new Set(['og', 'men', 'mens', 'idet', 'da', 'der', 'som', 'med', 'i', 'på', 'til', 'fra', 'efter']);

/**
 * The adverb of manner in the speech tag after words[index] ("sagde hun stille", "spurgte Fru Gravesen
 * utålmodigt"), within three words, skipping the subject (names, pronouns) and toneless words.
 */
function tagAdverbAfter(words: readonly Word[], index: number, text: string): number | undefined {
  for (let at = index + 1; at < Math.min(words.length, index + 4); at++) {
    const next = words[at]!;
    if (next.inDialogue || next.initial || tagEnds.has(next.form)) return undefined;
    if (/^\p{Lu}/u.test(next.text) || toneless.has(next.form)) continue;
    if (isTagAdverb(next.form)) return at;
    if (at > index + 1 && isMannerAfterSubject(words, at, text)) return at;
  }
  return undefined;
}

const subjectPronouns = new Set(['han', 'hun', 'jeg', 'du', 'vi', 'de', 'man', 'i']);

/**
 * An adjective or participle used as an adverb of manner right after the tag's subject, with no comma between
 * ("sagde hun mat", "sagde han forvirret", "sagde hun undskyldende"); after a comma it starts a clause of its own
 * ("sagde han, trippende paa Benene"). Before a noun it is attributive ("lød de bævende Toner").
 */
function isMannerAfterSubject(words: readonly Word[], at: number, text: string): boolean {
  const previous = words[at - 1]!;
  const subject = subjectPronouns.has(previous.form) || /^\p{Lu}/u.test(previous.text);
  if (!subject || text.slice(previous.start + previous.text.length, words[at]!.start).includes(',')) return false;
  const following = words[at + 1];
  if (following && !following.initial && (/^\p{Lu}/u.test(following.text) || isNounAfter(following.form))) return false;
  const form = words[at]!.form;
  const tables = hunspellTables();
  if (form.length > 6 && form.endsWith('ende')) return tables.infinitives.has(form.slice(0, -3));
  if (form.endsWith('t') && tables.infinitives.has(form.slice(0, -1))) return true;
  return !form.endsWith('e') && tables.adjectiveForms.has(form);
}

/** A lower-case noun after the word (not a pronoun, preposition or finite verb that happens to be a noun too). */
function isNounAfter(form: string): boolean {
  if (form.length < 3 || grammarWords.has(form) || lexicalTense(form)) return false;
  return isNounForm(form);
}

const grammarWords = new Set([
  ...subjectWords,
  ...determiners,
  ...prepositions,
  ...quantifiers,
  ...firstPerson,
  ...secondPerson,
  ...thirdPerson,
  ...'og eller men at som så da når hvis fordi idet mens ikke'.split(' '),
]);

function isTagAdverb(form: string): boolean {
  if (adverbs().has(form)) return true;
  return form.length > 3 && form.endsWith('t') && hunspellTables().adjectiveForms.has(form.slice(0, -1));
}

/** For each word, how many words away the nearest spoken word is (0 inside dialogue). */
function distancesToDialogue(words: readonly Word[]): number[] {
  const distances = words.map((word) => (word.inDialogue ? 0 : Number.POSITIVE_INFINITY));
  for (let i = 1; i < words.length; i++) distances[i] = Math.min(distances[i]!, distances[i - 1]! + 1);
  for (let i = words.length - 2; i >= 0; i--) distances[i] = Math.min(distances[i]!, distances[i + 1]! + 1);
  return distances;
}

export function dialogueGlobal(
  paragraphs: readonly Paragraph[],
  passages: PassageRecorder = ignorePassages,
): DialogueGlobal {
  const tags = speechTags(paragraphs, passages);
  const totalVerbs = Object.values(tags.verbs).reduce((sum, n) => sum + n, 0);
  const withDialogue = paragraphs.filter((paragraph) => paragraph.utterances > 0).length;
  const say = tags.verbs.sige ?? 0;
  const ask = tags.verbs.spørge ?? 0;
  const categories = Object.fromEntries(
    dialogueCategoryNames.map((name) => {
      const words = orderedCounts(tags.categories[name] ?? {});
      const count = Object.values(words).reduce((sum, n) => sum + n, 0);
      return [name, { count, propensity: share(count, totalVerbs), words }];
    }),
  ) as DialogueGlobal['categories'];
  const utterances = paragraphs.reduce((sum, paragraph) => sum + paragraph.utterances, 0);
  const words = paragraphs.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
  const spoken = paragraphs.reduce((sum, paragraph) => sum + paragraph.dialogueWords, 0);
  return {
    number_of_utterances: utterances,
    number_of_paragraphs_with_dialogue: withDialogue,
    percentage_of_paragraphs_with_dialogue: percent(withDialogue, paragraphs.length),
    'dialogue-verbs count': orderedCounts(tags.verbs),
    'dialogue-adverbs count': orderedCounts(tags.adverbs),
    'dialogue-adverbs forms': tags.adverbForms,
    categories,
    number_of_say_verbs: say,
    number_of_ask_verbs: ask,
    percentage_say_ask_verbs: percent(say + ask, totalVerbs),
    number_of_adverbs_in_dialogue: Object.values(tags.adverbs).reduce((sum, n) => sum + n, 0),
    utterances_per_1000_words: words === 0 ? 0 : Math.round((utterances / words) * 10_000) / 10,
    average_utterance_length: utterances === 0 ? 0 : Math.round((spoken / utterances) * 10) / 10,
  };
}

export const dialogueAnalyser: ModelAnalyser = {
  model: 'Dialogue',
  analyse: ({ text, parts, passages }) => [
    { section: 'global', content: dialogueGlobal(text.paragraphs, passages) },
    {
      section: 'parts',
      content: parts.map((part): DialogueParts[number] => ({
        part: part.part,
        chunk_id: part.chunkId,
        number_of_utterances: part.paragraphs.reduce((sum, paragraph) => sum + paragraph.utterances, 0),
        percentage_of_paragraphs_with_dialogue: percent(
          part.paragraphs.filter((paragraph) => paragraph.utterances > 0).length,
          part.paragraphs.length,
        ),
      })),
    },
  ],
};
