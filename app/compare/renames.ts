/**
 * Characters whose name is only spelt differently in the newer version ('Poul Aggersøe' → 'Povl Aggersøe'): a name
 * that went and a name that came are the same character when the names are a spelling apart and the character is
 * mentioned about as often. The comparison shows them as renamed, not as one removed and one new (docs/COMPARE.md).
 */
import type { ListEntry } from './lists.ts';

export interface Rename {
  from: string;
  to: string;
  fromCount: number;
  toCount: number;
}

/** Edits (insert, delete, substitute one letter) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const as = [...a];
  const bs = [...b];
  let previous = Array.from({ length: bs.length + 1 }, (_, j) => j);
  for (let i = 1; i <= as.length; i++) {
    const current = [i];
    for (let j = 1; j <= bs.length; j++) {
      const substitute = previous[j - 1]! + (as[i - 1] === bs[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute));
    }
    previous = current;
  }
  return previous[bs.length]!;
}

const words = (name: string) => name.trim().toLocaleLowerCase('da').split(/\s+/u).filter(Boolean);

/** Edits a word of a name may differ by and still be the same word: none under 4 letters, 1 up to 7, else 2. */
export function allowedEdits(word: string): number {
  const letters = [...word].length;
  return letters < 4 ? 0 : letters < 8 ? 1 : 2;
}

/**
 * How far apart two names are as spellings of one name, or undefined when they are different names: as many words,
 * each word within its allowed edits (of the shorter spelling) and at most 2 edits in all. 'Poul Aggersøe' and
 * 'Povl Aggersøe' are 1 apart; 'Jens Hansen' and 'Hans Hansen' are different names, as are 'Ole' and 'Ola'.
 */
export function spellingDistance(a: string, b: string): number | undefined {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wa.length !== wb.length) return undefined;
  let total = 0;
  for (const [i, word] of wa.entries()) {
    const other = wb[i]!;
    const distance = editDistance(word, other);
    const shorter = [...word].length <= [...other].length ? word : other;
    if (distance > allowedEdits(shorter)) return undefined;
    total += distance;
  }
  return total <= 2 ? total : undefined;
}

/** Mentioned about as often: the smaller count at least half the larger (a rename keeps the character's role). */
export function sameMentionProfile(a: number, b: number): boolean {
  return Math.min(a, b) >= Math.max(a, b) / 2;
}

/**
 * The renames among the names that went (`removed`) and came (`added`), each name in at most one, closest
 * spellings first; and what is left of each list.
 */
export function matchRenames(
  removed: readonly ListEntry[],
  added: readonly ListEntry[],
): { renamed: Rename[]; removed: ListEntry[]; added: ListEntry[] } {
  const candidates = removed.flatMap((old) =>
    added.flatMap((fresh) => {
      const distance = spellingDistance(old.name, fresh.name);
      return distance !== undefined && sameMentionProfile(old.count, fresh.count) ? [{ old, fresh, distance }] : [];
    }),
  );
  candidates.sort(
    (x, y) =>
      x.distance - y.distance ||
      Math.abs(x.old.count - x.fresh.count) - Math.abs(y.old.count - y.fresh.count) ||
      x.old.name.localeCompare(y.old.name, 'da'),
  );
  const used = new Set<ListEntry>();
  const renamed: Rename[] = [];
  for (const { old, fresh } of candidates) {
    if (used.has(old) || used.has(fresh)) continue;
    used.add(old).add(fresh);
    renamed.push({ from: old.name, to: fresh.name, fromCount: old.count, toCount: fresh.count });
  }
  // Shown as the other parts are: the most mentioned first.
  renamed.sort((x, y) => y.toCount - x.toCount || x.to.localeCompare(y.to, 'da'));
  return { renamed, removed: removed.filter((e) => !used.has(e)), added: added.filter((e) => !used.has(e)) };
}
