/**
 * From mentions to the book's characters and places: mentions of one person under several names are merged
 * ("Skovrider Berg", "Berg" and, when only one person carries the title, "Skovrideren"; "Niels" and "Lyhne"
 * into "Niels Lyhne" when that is the only full name they belong to), then each entity is a person or a place
 * by the weight of its cues and the gazetteer.
 */
import { nameKey, placeNames } from '../lexicons/names.ts';
import type { NameMention } from './names.ts';
import { nameFormCues, type RoleCues } from './names-roles.ts';
import { titleOfDefinite } from './names-titles.ts';

export interface NamedEntity {
  name: string;
  keys: Set<string>;
  titles: Map<string, number>;
  occurrences: number;
  person: number;
  place: number;
  spoke: number;
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
    spoke: 0,
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
  into.spoke += from.spoke;
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
    if (cues.spoke) entity.spoke++;
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
    const containers = (longerNames.get(firstWord) ?? []).filter(
      (other) => other !== key && byKey.has(other) && wordCount(other) > words && ` ${other} `.includes(` ${key} `),
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
 * The longer name most mentions of a short one belong to: three in four of the longer names' mentions, and used
 * often enough beside the short one (two names run together once, "Bai Huus", are no full name of "Huus").
 */
function dominant(short: NamedEntity, containers: readonly NamedEntity[]): NamedEntity | undefined {
  const unique = [...new Set(containers)].filter((entity) => entity.occurrences * 20 >= short.occurrences);
  const total = unique.reduce((sum, entity) => sum + entity.occurrences, 0);
  const best = unique.sort((a, b) => b.occurrences - a.occurrences)[0];
  return best && best.occurrences * 4 >= total * 3 ? best : undefined;
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
  const place = entity.place + (entity.inGazetteer ? 2 + entity.occurrences : 0);
  if (entity.titles.size > 0 && entity.person >= place) return 'person';
  if (place > entity.person) return 'place';
  if (entity.person > 0) return 'person';
  return 'unknown';
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
