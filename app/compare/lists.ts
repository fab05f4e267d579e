/**
 * The named lists of two revisions (docs/COMPARE.md): clichés, power words and characters, each as names with
 * counts, and what the newer revision added ('Nye'), removed ('Fjernede') and counts differently; a character whose
 * name is only spelt differently is renamed ('Omdøbte'), not removed and added (renames.ts).
 */
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { matchRenames, type Rename } from './renames.ts';

export interface ListEntry {
  name: string;
  count: number;
}

export interface CountChange {
  name: string;
  from: number;
  to: number;
}

export interface ListDelta {
  added: ListEntry[];
  removed: ListEntry[];
  changed: CountChange[];
  /** Names spelt differently in the newer version (the characters only; none for the other lists). */
  renamed: Rename[];
}

/** Names are the same regardless of case ('Kold som is' is 'kold som is'). */
function keyOf(name: string): string {
  return name.trim().toLocaleLowerCase('da');
}

const byCountThenName = (a: ListEntry, b: ListEntry) => b.count - a.count || a.name.localeCompare(b.name, 'da');

/** What `to` has that `from` has not, what it lost, and the counts that changed (largest change first). */
export function listDelta(from: readonly ListEntry[], to: readonly ListEntry[]): ListDelta {
  const before = new Map(from.map((e) => [keyOf(e.name), e]));
  const after = new Map(to.map((e) => [keyOf(e.name), e]));
  const added = to.filter((e) => !before.has(keyOf(e.name))).sort(byCountThenName);
  const removed = from.filter((e) => !after.has(keyOf(e.name))).sort(byCountThenName);
  const changed = to
    .flatMap((e) => {
      const old = before.get(keyOf(e.name));
      return old && old.count !== e.count ? [{ name: e.name, from: old.count, to: e.count }] : [];
    })
    .sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.name.localeCompare(b.name, 'da'));
  return { added, removed, changed, renamed: [] };
}

/** The delta with the names that went and came matched as renames where they are one name spelt differently. */
export function withRenames(delta: ListDelta): ListDelta {
  const { renamed, removed, added } = matchRenames(delta.removed, delta.added);
  return { ...delta, added, removed, renamed };
}

function contentOf(data: readonly RevisionDataItem[], model: string, section: string): unknown {
  return data.find((item) => item.model === model && item.section === section)?.content;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The clichés found (Cliches' groups): the cliché as the lexicon writes it and how often. */
export function clichesOf(data: readonly RevisionDataItem[]): ListEntry[] {
  const global = contentOf(data, 'Cliches', 'global');
  const groups = isRecord(global) && Array.isArray(global.groups) ? global.groups : [];
  return groups.flatMap((g) =>
    isRecord(g) && typeof g.cliche === 'string' ? [{ name: g.cliche, count: count(g.count) }] : [],
  );
}

/**
 * The power words used (PowerWords' categories): each word once; a word listed under two categories counts its
 * finds once (the larger count).
 */
export function powerWordsOf(data: readonly RevisionDataItem[]): ListEntry[] {
  const global = contentOf(data, 'PowerWords', 'global');
  const categories = isRecord(global) && isRecord(global.power_words_categories) ? global.power_words_categories : {};
  const words = new Map<string, number>();
  for (const category of Object.values(categories)) {
    if (!isRecord(category) || !isRecord(category.words)) continue;
    for (const [word, n] of Object.entries(category.words)) words.set(word, Math.max(words.get(word) ?? 0, count(n)));
  }
  return [...words].map(([name, n]) => ({ name, count: n }));
}

/** The characters (Scenes' characters section): the name and how often it occurs. */
export function charactersOf(data: readonly RevisionDataItem[]): ListEntry[] {
  const characters = contentOf(data, 'Scenes', 'characters');
  return (Array.isArray(characters) ? characters : []).flatMap((c) =>
    isRecord(c) && typeof c.name === 'string' ? [{ name: c.name, count: count(c.occurrences) }] : [],
  );
}

export type ListKind = 'cliches' | 'powerWords' | 'characters';

export const listTitles: Record<ListKind, string> = {
  cliches: 'Klichéer',
  powerWords: 'Stærke ord',
  characters: 'Karakterer',
};

const readers: Record<ListKind, (data: readonly RevisionDataItem[]) => ListEntry[]> = {
  cliches: clichesOf,
  powerWords: powerWordsOf,
  characters: charactersOf,
};

export const listKinds = Object.keys(readers) as ListKind[];

/** Every list's delta from one revision's data to the other's. */
export function listDeltas(
  from: readonly RevisionDataItem[],
  to: readonly RevisionDataItem[],
): Record<ListKind, ListDelta> {
  return Object.fromEntries(
    listKinds.map((kind) => {
      const delta = listDelta(readers[kind](from), readers[kind](to));
      return [kind, kind === 'characters' ? withRenames(delta) : delta];
    }),
  ) as Record<ListKind, ListDelta>;
}
