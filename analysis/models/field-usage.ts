/**
 * Field words whose construction says they are in another sense than the field's (issue 28 point 6, thirteenth
 * session), from Danish usage:
 * - 'sværme' is love only when one 'sværmer for' a person ("sværmede for hende"); alone it is bees swarming or young
 *   people roaming ("Myggene sværmede", "de sværmede om i Gaderne"), and for a thing it is enthusiasm ("sværmer for
 *   Poesi"). The agent noun 'en Sværmer' is an enthusiast or a dreamer, not a lover.
 * - 'forretning' in the plural is business or affairs ("har Forretninger i Byen", "hans Forretninger kaldte ham
 *   bort"), not shops, unless a street or a shop's things stand near ("Forretningerne i Gaden var lukkede"); an
 *   errand to be done is one too ("en Forretning at udrette"). Doing business ("gjorde gode Forretninger") is trade,
 *   not the town.
 * - a kiss on the hand, the cheek or the forehead ("kyssede hendes Haand", "et Kys paa Panden", "kyssede hinanden
 *   paa begge Kinder") is a kiss of greeting, respect or family, not romance, unless it is said to be passionate or
 *   falls on the mouth too. A kiss on the foot is a lover's devotion as often as a subject's, so it stays.
 * - 'hjerte' is the organ of the body only where it beats, hammers or stops ("Hjertet bankede op i Halsen",
 *   "hans Hjerte hamrede") or sits in the chest ("Hjertet i hans Bryst"); elsewhere it is the feeling or the soul
 *   ("i sit Hjerte følte hun Deltagelse", "Hendes Hjerte løftede sig", "dit forvildede Hjerte"), fourteenth session.
 */
import { dictionaryNames, isCommonWord, nameKey } from '../lexicons/names.ts';
import type { Sentence, Word } from '../text/document.ts';
import { readsAsNoun } from './field-sense.ts';

/** Whether a mark (comma, dash, colon …) stands between word `index` and the next. */
function markAfter(sentence: Sentence, index: number): boolean {
  const word = sentence.words[index]!;
  const next = sentence.words[index + 1];
  if (!next) return true;
  const from = word.start - sentence.start + word.text.length;
  return /[,;:!?.()"«»–—-]/u.test(sentence.text.slice(from, next.start - sentence.start));
}

/** The words after `index` up to `span` of them, stopping at a mark. */
function wordsAfter(sentence: Sentence, index: number, span: number): Word[] {
  const found: Word[] = [];
  for (let at = index; at < sentence.words.length - 1 && found.length < span; at++) {
    if (markAfter(sentence, at)) break;
    found.push(sentence.words[at + 1]!);
  }
  return found;
}

const agentNouns = new Set(['sværmer', 'sværmere', 'sværmeren', 'sværmerne', 'sværmers', 'sværmerens', 'sværmernes']);

/** Pronouns and nouns of people after which 'sværme for' is love ("for hende", "for den unge Pige"). */
const personWords = new Set(
  'hende ham dig mig dem hinanden hverandre pige pigen piger jomfru jomfruen frøken frøkenen dame damen damer kone konen enke enken mand manden ven veninde kusine kusinen fætter datter datteren prinsesse prinsessen skuespillerinde skuespillerinden'.split(
    ' ',
  ),
);

function isPersonWord(word: Word): boolean {
  if (personWords.has(word.form)) return true;
  const key = nameKey(word.text);
  return !word.initial && dictionaryNames().properNouns.has(word.form) && !isCommonWord(key);
}

/** 'sværme' outside love: the agent noun, or the verb without 'for' and a person after it. */
function isSwarmOrEnthusiasm(sentence: Sentence, index: number): boolean {
  const form = sentence.words[index]!.form;
  if (!form.startsWith('sværm') || form.startsWith('sværmeri')) return false;
  if (agentNouns.has(form) && readsAsNoun(sentence.words, index)) return true;
  const after = wordsAfter(sentence, index, 6);
  const forAt = after.findIndex((word) => word.form === 'for');
  if (forAt < 0 || forAt > 2) return true;
  // "hvor mange har du sværmet for": the preposition left at the end, its person asked for before the verb
  if (forAt === after.length - 1 && markAfter(sentence, index + forAt + 1)) return false;
  return !after.slice(forAt + 1).some(isPersonWord);
}

const pluralAffairs = new Set(['forretninger', 'forretningerne', 'forretningers', 'forretningernes']);

/** Words of the street and of shops, beside which 'Forretninger' are shops. */
const shopWords =
  /^(?:gade|gaden|gader|gaderne|torv|torvet|strøget|butik|butikken|butikker|butikkerne|vindue|vinduer|vinduerne|lukkede|lukket|lukker|åbne|åbnet|åbnede|kunder|kunderne|varer|varerne|disk|disken|hjørne|hjørnet)$/u;

/** Verbs of an errand to be done ("en Forretning at udrette", "besørge sine Forretninger"). */
const errandVerbs = /^(?:udrette|udrettet|besørge|besørget|ordne|ordnet|afgøre|afgjort|afslutte|afsluttet|klare)$/u;

/** Verbs of doing business ("gjorde gode Forretninger", "drive Forretninger"): trade, not the town. */
const dealVerbs = /^(?:gøre|gjorde|gør|gjort|drive|drev|driver|dreven|drevet)$/u;

/**
 * 'forretning' as affairs or an errand: the fields it leaves ('Byen' and 'Handel og butik'; doing business keeps
 * 'Handel og butik'), or undefined where it may be a shop.
 */
function affairsLeave(sentence: Sentence, index: number): 'town' | 'both' | undefined {
  const words = sentence.words;
  const form = words[index]!.form;
  if (!form.startsWith('forretning')) return undefined;
  const near = words.slice(Math.max(0, index - 5), index + 6).map((word) => word.form.replaceAll('aa', 'å'));
  const errand = near.some((word) => errandVerbs.test(word));
  if (!errand && !pluralAffairs.has(form)) return undefined;
  if (!errand && near.some((word) => shopWords.test(word))) return undefined;
  const before = words.slice(Math.max(0, index - 3), index).map((word) => word.form);
  return before.some((word) => dealVerbs.test(word)) ? 'town' : 'both';
}

/** Parts of the body a kiss of greeting, respect or family falls on. */
const greetingParts =
  /^(?:hånd|hånden|hænder|hænderne|hands|kind|kinden|kinder|kinderne|pande|panden|fingre|fingrene|fingerspidser|fingerspidserne|ring|ringen|kjortel|kjortelsøm|søm)$/u;

/** Words that make any kiss one of passion ("kyssede hendes Haand lidenskabeligt"). */
const passionWords = /^(?:lidenskab|lidenskabelig|lidenskabeligt|glødende|brændende|heftig|heftigt|vildt|elskov)$/u;

/** A kiss on the hand, the cheek, the forehead or the ring: a greeting or respect. */
function isGreetingKiss(sentence: Sentence, index: number): boolean {
  const form = sentence.words[index]!.form;
  if (!form.startsWith('kys')) return false;
  const after = wordsAfter(sentence, index, 5);
  // "kysser mig paa Munden og Kinderne": the mouth makes it a lover's kiss
  if (after.some((word) => /^(?:mund|munden|læber|læberne)$/u.test(word.form))) return false;
  // the old spelling's 'aa' is not always normalised ("Haand")
  if (!after.some((word) => greetingParts.test(word.form.replaceAll('aa', 'å')))) return false;
  return !sentence.words.some((word) => passionWords.test(word.form));
}

/** Verbs and words of the heart as an organ: its beat, its stopping, the chest it sits in. */
const heartbeatWords =
  /^(?:banke|banker|bankede|banket|bankende|slå|slår|slog|slaa|slaar|slaaet|slået|hamre|hamrer|hamrede|dunke|dunker|dunkede|pumpe|pumper|pumpede|galoppere|galopperede|standse|standsede|stoppe|stoppede|bryst|brystet|brystkassen|hjerteslag|puls|pulsen)$/u;

/** 'hjerte' as the feeling or the soul: no beat, no stop and no chest within four words. */
function isHeartOfFeeling(sentence: Sentence, index: number): boolean {
  const words = sentence.words;
  const near = words.slice(Math.max(0, index - 4), index + 5);
  return !near.some((word) => heartbeatWords.test(word.form));
}

/**
 * The fields a field word leaves in this construction, by name; empty where its construction says nothing.
 * `lemma` is the field word's lemma.
 */
export function fieldsLeftHere(sentence: Sentence, index: number, lemma: string): readonly string[] {
  if (lemma === 'sværme') return isSwarmOrEnthusiasm(sentence, index) ? [loveField] : [];
  if (lemma === 'kysse' || lemma === 'kys') return isGreetingKiss(sentence, index) ? [loveField] : [];
  if (lemma === 'hjerte') return isHeartOfFeeling(sentence, index) ? [bodyField] : [];
  if (lemma === 'forretning') {
    const leave = affairsLeave(sentence, index);
    if (leave === 'town') return [townField];
    if (leave === 'both') return [townField, tradeField];
  }
  return [];
}

const loveField = 'Kærlighed og romantik';
const bodyField = 'Kroppen';
const townField = 'Byen';
const tradeField = 'Handel og butik';
