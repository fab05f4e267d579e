/**
 * What a mention of a name does in its sentence: a person speaks (next to a speech verb: "sagde Berg",
 * "Berg svarede"), acts (the subject right before a finite verb), is addressed ("Kom, Marie!") or carries a
 * title ("Fru Boye"); a place follows a place preposition ("i Kjøbenhavn", "til Sorø").
 */
import { dialogueVerbForms } from '../lexicons/dialogue-verbs.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { irregularVerbs } from '../lexicons/irregular-verbs.ts';
import { dictionaryNames, placeNames } from '../lexicons/names.ts';
import type { Paragraph, Word } from './document.ts';
import { prepositions } from './function-words.ts';
import type { NameMention } from './names.ts';
import { looseTitles } from './names-titles.ts';

export interface RoleCues {
  /** Evidence of a person: title, speech, action, address. */
  person: number;
  /** Evidence of a place: place prepositions. */
  place: number;
  spoke: boolean;
  /**
   * Evidence that only a person gives: a title, a speech verb, being addressed, a verb only people do ("smilede",
   * "nikkede", "tænkte") or a 'han'/'hun' right after the name's clause ("Jens kom ind, og han …").
   */
  strong: boolean;
  /** The first 'han'/'ham'/'hans' (1) or 'hun'/'hende'/'hendes' (-1) within six words after the name, else 0. */
  gender: number;
  /** The name stands in the narration, outside speech. */
  narrated: boolean;
}

/** Finite verbs (today's and old spelling) that only people do: a name next to one is a person. */
const personVerbs = new Set(
  'smilede smiler lo ler loe nikkede nikker tænkte tænker troede tror mente mener sukkede sukker græd græder kyssede kysser rødmede rødmer blev nikkede rystede lænede satte rejste vendte gik kom sad stod løftede tog så saa hviskede hvisker råbte raabte skreg spurgte svarede sagde fortalte lovede bad takkede hilste vidste kunde kunne vilde ville skulde skulle havde har var er'.split(
    ' ',
  ),
);
/** Of personVerbs, the ones a thing does too ("Tiden gik", "Lyset kom"): evidence only with 'han'/'hun' near. */
const sharedVerbs = new Set(
  'blev rystede lænede satte rejste vendte gik kom sad stod tog så saa kunde kunne vilde ville skulde skulle havde har var er'.split(
    ' ',
  ),
);
const personPronouns = new Set(['han', 'hun', 'ham', 'hende', 'hans', 'hendes']);

/** Prepositions that put a place after them; 'i', 'på' and 'gennem' hardly ever take a person. */
const placePrepositions = new Map([
  ['i', 2],
  ['på', 2],
  ['gennem', 2],
  ['igennem', 2],
  ['til', 1],
  ['fra', 1],
  ['ved', 1],
  ['over', 1],
]);

/** Endings of Danish place names (towns in -rup, -sted, -købing; streets in -gade, -vej) and of surnames. */
const placeEnding =
  /(?:rup|strup|sted|løse|købing|kjøbing|borg|havn|gade|vej|stræde|allé|plads|torv|land|holm|sund|fjord|bjerg|øe)$/u;
const surnameEnding = /(?:sen|søn|son)$/u;

export function isPlacePreposition(form: string): boolean {
  return placePrepositions.has(form);
}

function isFiniteVerb(form: string): boolean {
  return hunspellTables().finiteForms.has(form) || irregularVerbs().tenseOf.has(form);
}

export function roleCues(mention: NameMention, paragraphs: readonly Paragraph[]): RoleCues {
  const paragraph = paragraphs[mention.paragraph]!;
  const words = paragraph.sentences[mention.sentence]!.words;
  const before = words[mention.first - (mention.title ? 2 : 1)];
  const after = words[mention.last + 1];
  const speechVerbs = dialogueVerbForms();
  // The name itself outside the speech: in "- Hun faar Ro, sagde Vaagekonen" the tag belongs to another.
  const outside = !words[mention.first]!.inDialogue;
  const spoke =
    outside &&
    ((after !== undefined && !after.inDialogue && speechVerbs.has(after.form)) ||
      (before !== undefined && !before.inDialogue && speechVerbs.has(before.form)));
  // A title of office or address is a person's; "lille", "gamle", "store" or a kin word only a little ("store
  // Dollhus", "gamle Kamerat" are nouns after an adjective).
  const office = mention.title !== undefined && !looseTitles.has(mention.title);
  let person = office ? 3 : mention.title ? 1 : 0;
  if (spoke) person += 2;
  else if (after && isFiniteVerb(after.form)) person += 1;
  const last = words[mention.last]!;
  const next = paragraph.text[last.start + last.text.length];
  if (last.inDialogue && (next === ',' || next === '!' || next === '?') && setOff(paragraph.text, words, mention)) {
    person += 2;
  }
  const genitive = !mention.key.endsWith(last.form.includes('aa') ? last.form.replaceAll('aa', 'å') : last.form);
  const place = before && !mention.title && !genitive ? (placePrepositions.get(before.form) ?? 0) : 0;
  const addressed = person >= 2 && !spoke;
  const strong =
    office ||
    spoke ||
    addressed ||
    personAction(words, mention.first, mention.last) ||
    pronounFollows(paragraph, mention);
  return { person, place, spoke, strong, gender: genderAfter(words, mention.last), narrated: outside };
}

/**
 * A verb only people do right after the name or before it in an inverted clause ("smilede Jens"), or a verb
 * people and things share followed by 'han'/'hun'/'hans' within the next six words ("Jens gik hen, og han …").
 */
function personAction(words: readonly Word[], first: number, last: number): boolean {
  // The verb in the same voice as the name: "- Hun faar Ro, sagde Vaagekonen" is no verb of Ro's.
  const voice = words[first]!.inDialogue;
  const near = (word: Word | undefined) =>
    word !== undefined && word.inDialogue === voice && personVerbs.has(word.form);
  const after = words[last + 1];
  const before = words[first - 1];
  const verb = near(after) ? after : near(before) ? before : undefined;
  if (!verb) return false;
  if (!sharedVerbs.has(verb.form)) return true;
  for (let index = last + 2; index < Math.min(words.length, last + 8); index++) {
    if (personPronouns.has(words[index]!.form)) return true;
  }
  return false;
}

/**
 * A name addressed in speech stands first in it or after a comma or exclamation ("Marie, kom!", "Nej, Marie!");
 * "Hun faar Ro, sagde Vaagekonen" ends a sentence on a noun.
 */
function setOff(text: string, words: readonly Word[], mention: NameMention): boolean {
  const first = mention.first - (mention.title ? 1 : 0);
  const before = words[first - 1];
  if (!before?.inDialogue) return true;
  const gap = text.slice(before.start + before.text.length, words[first]!.start);
  return /[,!]/u.test(gap);
}

const he = new Set(['han', 'ham', 'hans']);
const she = new Set(['hun', 'hende', 'hendes']);

function genderAfter(words: readonly Word[], last: number): number {
  for (let index = last + 1; index < Math.min(words.length, last + 7); index++) {
    const form = words[index]!.form;
    if (he.has(form)) return 1;
    if (she.has(form)) return -1;
  }
  return 0;
}

/**
 * Pronoun agreement: a name that is the subject of its sentence — opening it before a finite verb, or right after
 * one ("Senere tog Anna …") — and a 'han'/'hun' that opens the next ("Lise skar en grimasse. Hun …") or follows
 * its opening adverbial ("I Aarhus boede hun").
 */
function pronounFollows(paragraph: Paragraph, mention: NameMention): boolean {
  const words = paragraph.sentences[mention.sentence]!.words;
  const first = mention.first - (mention.title ? 1 : 0);
  const after = words[mention.last + 1];
  const before = words[first - 1];
  const subject =
    (first === 0 && after !== undefined && isFiniteVerb(after.form)) ||
    (before !== undefined && before.inDialogue === words[first]!.inDialogue && isFiniteVerb(before.form));
  if (!subject) return false;
  const next = paragraph.sentences[mention.sentence + 1]?.words;
  if (!next || next.length === 0) return false;
  const isPronoun = (word: Word) => word.form === 'han' || word.form === 'hun';
  if (isPronoun(next[0]!)) return true;
  // After an adverbial of place or time the subject follows the verb; after a fronted noun ("Ro fandt han") the
  // 'han' is someone else.
  return prepositions.has(next[0]!.form) && next.slice(1, 4).some(isPronoun);
}

/**
 * What the name itself says, for each of its mentions: the dictionary's first names and places, Danish place
 * endings ("Vrønding" no, "Kastrup" yes) and surname endings ("-sen").
 */
export function nameFormCues(key: string): { person: number; place: number; organisation: boolean } {
  const firstKey = key.split(' ')[0]!;
  const lastKey = key.slice(key.lastIndexOf(' ') + 1);
  const { properNouns, placeNouns } = dictionaryNames();
  let person = properNouns.has(firstKey) && !placeNouns.has(firstKey) && !placeNames().has(firstKey) ? 1 : 0;
  let place = placeNouns.has(firstKey) ? 1 : 0;
  if (placeEnding.test(lastKey)) place += 1;
  else if (surnameEnding.test(lastKey)) person += 1;
  return { person, place, organisation: organisationWords.has(lastKey) };
}

/** Last words that make a name a firm or an institution ("Hafnia Holding", "Horsens Kunstmuseum"). */
const organisationWords = new Set(
  'holding bank banken sparekasse universitet university college museum kunstmuseum teater teatret partiet klub klubben forening foreningen fond fonden kompagni kompagniet company packaging group gruppen koncern koncernen avis avisen tidende posten radio tv'.split(
    ' ',
  ),
);
