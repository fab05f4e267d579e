import { diffArrays } from 'diff';

/**
 * A line diff of two texts (the pretty-printed JSON of two versions), by jsdiff's Myers diff of their lines, each
 * line then kept, removed or added. Its work grows with the lines times the changes, so the changes it may look for
 * shrink as the texts grow (`maxSteps` line steps in all); past them it gives up and shows the old text as removed
 * and the new as added, so a huge pair of very different texts costs a bounded time.
 */
export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

const maxSteps = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const maxEditLength = Math.max(1, Math.floor(maxSteps / (a.length + b.length)));
  const changes = diffArrays(a, b, { maxEditLength });
  if (!changes) {
    return [
      ...a.map((text) => ({ kind: 'removed' as const, text })),
      ...b.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  return changes.flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value.map((text) => ({ kind, text }));
  });
}
