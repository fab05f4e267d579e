/**
 * From mentions to the book's characters and places: mentions of one person under several names are merged
 * ("Skovrider Berg", "Berg" and, when only one person carries the title, "Skovrideren"; "Niels" and "Lyhne"
 * into "Niels Lyhne" when that is the only full name they belong to), then each entity is a person or a place
 * by the weight of its cues and the gazetteer.
 */
import { dictionaryNames, honorifics, isCommonWord, nameKey, placeNames } from '../lexicons/names.ts';
import type { NameMention } from './names.ts';
import type { Spelling } from './names-evidence.ts';
import { nameFormCues, type RoleCues } from './names-roles.ts';
import { isWomansTitle, looseTitles, titleOfDefinite } from './names-titles.ts';

export interface NamedEntity {
  name: string;
  keys: Set<string>;
  titles: Map<string, number>;
  occurrences: number;
  person: number;
  place: number;
  /** Mentions with a place's cue of their own (after a place preposition). */
  placeMentions: number;
  /** Mentions in the narration, outside speech. */
  narrated: number;
  spoke: number;
  /** Mentions followed by 'han' (+1) or 'hun' (-1): a man's name when above 0, a woman's when below. */
  gender: number;
  /** Mentions with evidence only a person gives (names-roles.ts: title, speech, address, a verb of people). */
  strong: number;
  inGazetteer: boolean;
  /** A firm or an institution: neither a character nor a place. */
  organisation: boolean;
  forms: Map<string, number>;
}

export type EntityKind = 'person' | 'place' | 'unknown';

function newEntity(key: string): NamedEntity {
  return {
    name: key,
    keys: new Set([key]),
    titles: new Map(),
    occurrences: 0,
    person: 0,
    place: 0,
    placeMentions: 0,
    narrated: 0,
    spoke: 0,
    strong: 0,
    gender: 0,
    inGazetteer: placeNames().has(key),
    organisation: false,
    forms: new Map(),
  };
}

const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

function absorb(into: NamedEntity, from: NamedEntity): void {
  for (const key of from.keys) into.keys.add(key);
  for (const [title, n] of from.titles) bump(into.titles, title, n);
  for (const [form, n] of from.forms) bump(into.forms, form, n);
  into.occurrences += from.occurrences;
  into.person += from.person;
  into.place += from.place;
  into.placeMentions += from.placeMentions;
  into.narrated += from.narrated;
  into.spoke += from.spoke;
  into.strong += from.strong;
  into.gender += from.gender;
  into.inGazetteer ||= from.inGazetteer;
}

/** Groups mentions by name, then merges the aliases; `titleNouns` counts definite titles ("skovrideren"). */
export function buildEntities(
  mentions: readonly { mention: NameMention; cues: RoleCues }[],
  titleNouns: ReadonlyMap<string, number> = new Map(),
): { entities: NamedEntity[]; entityOf: Map<string, NamedEntity> } {
  const byKey = new Map<string, NamedEntity>();
  for (const { mention, cues } of mentions) {
    let entity = byKey.get(mention.key);
    if (!entity) {
      entity = newEntity(mention.key);
      byKey.set(mention.key, entity);
    }
    entity.occurrences++;
    entity.person += cues.person;
    entity.place += cues.place;
    if (cues.place > 0) entity.placeMentions++;
    if (cues.narrated) entity.narrated++;
    if (cues.spoke) entity.spoke++;
    if (cues.strong) entity.strong++;
    entity.gender += cues.gender;
    if (mention.title) bump(entity.titles, mention.title);
    bump(entity.forms, shownForm(mention));
  }
  for (const [key, entity] of byKey) {
    const cues = nameFormCues(key);
    entity.person += cues.person * entity.occurrences;
    entity.place += cues.place * entity.occurrences;
    entity.organisation = cues.organisation;
  }
  const entityOf = new Map(byKey);
  mergeWomen(byKey, entityOf);
  // Shorter names into the one longer name that most of their mentions belong to ("berg" → "herluf berg").
  const longerNames = new Map<string, string[]>();
  for (const key of byKey.keys()) {
    if (!key.includes(' ')) continue;
    for (const word of new Set(key.split(' '))) {
      const list = longerNames.get(word) ?? [];
      list.push(key);
      longerNames.set(word, list);
    }
  }
  const wordCount = (key: string) => {
    let count = 1;
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) count++;
    return count;
  };
  const keys = [...byKey.keys()].map((key) => ({ key, words: wordCount(key) })).sort((a, b) => a.words - b.words);
  for (const { key, words } of keys) {
    const firstWord = words === 1 ? key : key.slice(0, key.indexOf(' '));
    // Never into a woman's name by title ("berg" is not "fru berg").
    const containers = (longerNames.get(firstWord) ?? []).filter(
      (other) =>
        other !== key &&
        byKey.has(other) &&
        wordCount(other) > words &&
        ` ${other} `.includes(` ${key} `) &&
        !isWomansTitle(other.slice(0, other.indexOf(' '))),
    );
    const target = dominant(
      byKey.get(key)!,
      containers.map((other) => byKey.get(other)!),
    );
    if (!target) continue;
    const entity = byKey.get(key)!;
    if (kindOf(entity) !== 'unknown' && kindOf(target) !== 'unknown' && kindOf(entity) !== kindOf(target)) continue;
    absorb(target, entity);
    for (const alias of entity.keys) entityOf.set(alias, target);
    byKey.delete(key);
  }
  mergeTitleNouns(byKey, titleNouns, entityOf);
  const entities = [...byKey.values()];
  for (const entity of entities) entity.name = displayName(entity);
  return { entities, entityOf };
}

/**
 * "Fru Herta" and "Frøken Thora" are Herta and Thora unless the book shows the bare name to be a man's: 'han'
 * after it in one mention of five more than 'hun', or a man's title ("Skovrider Berg" and "Fru Berg" stay apart:
 * husband and wife).
 */
/**
 * A title that is neither a woman's nor an adjective or kin word ("skovrider", "hr", "pastor"); not "lærer",
 * which is the verb in "hun lærer Gertrude at …".
 */
function isMansTitle(title: string): boolean {
  return !isWomansTitle(title) && !looseTitles.has(title) && title !== 'lærer';
}

function mergeWomen(byKey: Map<string, NamedEntity>, entityOf: Map<string, NamedEntity>): void {
  for (const [key, entity] of byKey) {
    const space = key.indexOf(' ');
    if (space === -1 || key.indexOf(' ', space + 1) !== -1 || !isWomansTitle(key.slice(0, space))) continue;
    const title = key.slice(0, space);
    const bare = byKey.get(key.slice(space + 1)) ?? spellingVariant(byKey, key.slice(space + 1), title);
    if (!bare || bare.gender * 5 > bare.occurrences || [...bare.titles.keys()].some(isMansTitle)) continue;
    absorb(bare, entity);
    entityOf.set(key, bare);
    byKey.delete(key);
  }
}

/**
 * "Baronesse Alvilde" beside "Alvilda", who carries the same title elsewhere in the book: one name spelt with
 * 'a' and with 'e' at the end (five letters or more), the same woman.
 */
function spellingVariant(byKey: Map<string, NamedEntity>, name: string, title: string): NamedEntity | undefined {
  if (name.length < 5 || !/[ae]$/u.test(name)) return undefined;
  const other = `${name.slice(0, -1)}${name.endsWith('a') ? 'e' : 'a'}`;
  const variant = byKey.get(other);
  return variant && (variant.titles.has(title) || byKey.has(`${title} ${other}`)) ? variant : undefined;
}

/**
 * The one longer name a short one belongs to, used often enough beside it (two names run together once, "Bai
 * Huus", are no full name of "Huus"). When two full names share the short one ("Niels Lyhne" and "Bartholine
 * Lyhne", relatives), it stays a name of its own: which of them it means is not known.
 */
function dominant(short: NamedEntity, containers: readonly NamedEntity[]): NamedEntity | undefined {
  const unique = [...new Set(containers)].filter((entity) => entity.occurrences * 20 >= short.occurrences);
  const total = unique.reduce((sum, entity) => sum + entity.occurrences, 0);
  const best = unique.sort((a, b) => b.occurrences - a.occurrences)[0];
  const relatives = unique.filter((entity) => entity.occurrences >= 2).length;
  return best && relatives <= 1 && best.occurrences * 4 >= total * 3 ? best : undefined;
}

/** "Skovrideren" counts for the one person called "Skovrider …" in the book, if only one is. */
function mergeTitleNouns(
  byKey: Map<string, NamedEntity>,
  titleNouns: ReadonlyMap<string, number>,
  entityOf: Map<string, NamedEntity>,
): void {
  for (const [noun, count] of titleNouns) {
    const title = titleOfDefinite(noun);
    if (!title) continue;
    const holders = [...byKey.values()].filter((entity) => entity.titles.has(title));
    if (holders.length !== 1) continue;
    holders[0]!.occurrences += count;
    holders[0]!.person += count;
    entityOf.set(noun, holders[0]!);
  }
}

export function kindOf(entity: NamedEntity): EntityKind {
  if (entity.organisation) return 'unknown';
  // A title of office ("Dyrlæge Lund") makes a person of a name the gazetteer knows as a place too.
  const gazetteer = entity.inGazetteer && !hasOffice(entity);
  const place = entity.place + (gazetteer ? 2 + entity.occurrences : 0);
  if (entity.titles.size > 0 && entity.person >= place) return 'person';
  if (place > entity.person) return 'place';
  if (entity.person > 0) return 'person';
  return 'unknown';
}

/**
 * Whether a name the capital alone does not vouch for is a person (the rules in the comments below): a name
 * that is also a common word ("Ro", "Lys", "Haar": nouns in the old spelling) or, in the old spelling and in
 * dialect, a word the dictionary does not know as a name ("Hued", "Stej") needs evidence only a person gives
 * (names-roles.ts). A name in today's spelling, with a title of office or with a word the dictionary knows as a
 * name needs none beyond what made it a person.
 */
export function hasPersonEvidence(entity: NamedEntity, spelling: Spelling): boolean {
  const words = nameKey(entity.name).split(' ');
  while (words.length > 1 && honorifics().has(words[0]!.replace(/\.$/u, ''))) words.shift();
  const key = words.join(' ');
  const firstName = dictionaryNames().properNouns.has(key);
  const office = hasOffice(entity);
  if (spelling !== 'modern' && !office && entity.occurrences < recurringName) {
    // Where every noun has a capital, the capital and a verb are no evidence alone: a name no mention shows to be
    // a person's (a title of office, speech, being addressed, a verb only people do, 'han'/'hun' after it) is a
    // role, a work or an animal named in passing ("Romeo", "Venus"), unless it recurs (`recurringName`).
    if (entity.strong === 0) return false;
    // A name only ever said inside speech, a few times, is as often an oath or an exclamation ("Jøsses", "Krestus
    // Jesus", dialect words) or an animal called ("Hektor og Ajax, vil I holde Mund!") as a person.
    if (entity.narrated === 0) return false;
  }
  const strong = entity.strong >= 2;
  if (words.every((word) => isCommonWord(word))) {
    // A common word: a first name with evidence ("Jens", "Thora"; "Ro", "Lys" are not first names with it), or
    // a surname after a title of office ("direktør Lange"), in the old spelling one that recurs ("Justitsraad
    // Knap"; "Hr. Advokat", every noun capitalised, is a form of address).
    if (firstName) return strong || (spelling === 'modern' && entity.strong > 0) || office;
    if (office) return spelling === 'modern' || entity.occurrences >= 4;
    // A full name of two common words that speaks or acts ("Steen Gade").
    return words.length > 1 && strong && entity.strong * 8 >= entity.occurrences;
  }
  if (office || (strong && entity.strong * 8 >= entity.occurrences) || spelling === 'modern') return true;
  // Old spelling or dialect: a name of a word the dictionary knows as a name ("Niels Dahl", "Ane"), or else of
  // five letters or more with a person's cue in every other mention ("Marianna"); short unknown words are
  // dialect ("Hued", "Hva Stej").
  if (words.some((word) => word.length > 2 && dictionaryNames().properNouns.has(word))) return true;
  return words.every((word) => word.length >= 5) && entity.person * 2 >= entity.occurrences;
}

/** Mentions that make a name acting as a person's a character without a cue only people give. */
export const recurringName = 10;

/** A title of office or address in one mention at least ("Skovrider", "Hr."; not "lille" nor "Fader"). */
export function hasOffice(entity: NamedEntity): boolean {
  for (const title of entity.titles.keys()) if (!looseTitles.has(title)) return true;
  return false;
}

/**
 * Whether a name the book uses as a place is listed: one the gazetteer knows, or one with `minimum` mentions,
 * half of them after a place preposition ("i Jerslev"; not "talte om Lohengrin"), and in the old spelling not a
 * common word ("i Fred", "paa Dag" are nouns).
 */
export function isListedPlace(entity: NamedEntity, spelling: Spelling, minimum: number): boolean {
  if (entity.inGazetteer) return true;
  if (entity.occurrences < minimum || entity.placeMentions * 2 < entity.occurrences) return false;
  return (
    spelling === 'modern' ||
    !nameKey(entity.name)
      .split(' ')
      .every((word) => isCommonWord(word))
  );
}

/** The name shown: the form the book uses most, the longer one on a tie. */
function displayName(entity: NamedEntity): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of entity.forms) {
    if (count > bestCount || (count === bestCount && form.length > best.length)) {
      best = form;
      bestCount = count;
    }
  }
  return best || entity.name;
}

/** A mention as shown, without a genitive -s ("Marie Grubbes" → "Marie Grubbe"). */
function shownForm(mention: NameMention): string {
  const written = nameKey(mention.text);
  const lastKey = mention.key.slice(mention.key.lastIndexOf(' ') + 1);
  return written.endsWith(`${lastKey}s`) ? mention.text.slice(0, -1) : mention.text;
}
