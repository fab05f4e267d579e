/**
 * Which two revisions the comparison shows (docs/COMPARE.md): the ones named by ?fra= and ?til= (the older of
 * the two is always 'from'), or by default the newest finished revision against the finished one before it. Every reason there is nothing to compare is
 * a Danish sentence for the author.
 */

export interface RevisionLike {
  id: number;
  created: string;
  status: 'queued' | 'analysing' | 'done' | 'failed';
}

/** A revision with its version number: 1 for the first upload, counted by id. */
export interface NumberedRevision<R extends RevisionLike> {
  revision: R;
  number: number;
}

export type Choice<R extends RevisionLike> =
  | { kind: 'chosen'; from: NumberedRevision<R>; to: NumberedRevision<R>; all: NumberedRevision<R>[] }
  | {
      kind: 'problem';
      problem: 'tooFew' | 'notFound' | 'notFinished' | 'same';
      message: string;
      all: NumberedRevision<R>[];
    };

export const compareMessages = {
  tooFew:
    'Manuskriptet har kun én version. Upload en ny version af manuskriptet for at sammenligne den med den forrige.',
  notFound: 'Den valgte version findes ikke i dette manuskript.',
  same: 'Vælg to forskellige versioner at sammenligne.',
  notEnoughFinished:
    'Der er ikke to færdigt analyserede versioner at sammenligne endnu. Sammenligningen kan ses, når analysen er færdig.',
  inProgress: (n: number) =>
    `Version ${n} bliver stadig analyseret. Sammenligningen kan ses, når analysen af den er færdig.`,
  failed: (n: number) => `Analysen af version ${n} fejlede, så den kan ikke sammenlignes.`,
} as const;

/** The revisions numbered 1, 2, … in upload order (by id), newest last. */
export function numbered<R extends RevisionLike>(revisions: readonly R[]): NumberedRevision<R>[] {
  return [...revisions].sort((a, b) => a.id - b.id).map((revision, i) => ({ revision, number: i + 1 }));
}

/** A query value as a revision id (a positive integer), or undefined when it is not one. */
function idOf(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/u.test(value) ? Number(value) : undefined;
}

function unfinished(revision: NumberedRevision<RevisionLike>): string | undefined {
  const status = revision.revision.status;
  if (status === 'queued' || status === 'analysing') return compareMessages.inProgress(revision.number);
  if (status === 'failed') return compareMessages.failed(revision.number);
  return undefined;
}

/** The two revisions to compare; `fra`/`til` are the query's values (null: not given). */
export function chooseRevisions<R extends RevisionLike>(
  revisions: readonly R[],
  fra: string | null,
  til: string | null,
): Choice<R> {
  const all = numbered(revisions);
  const problem = (kind: 'tooFew' | 'notFound' | 'notFinished' | 'same', message: string): Choice<R> => ({
    kind: 'problem',
    problem: kind,
    message,
    all,
  });
  if (all.length < 2) return problem('tooFew', compareMessages.tooFew);
  const find = (value: string) => {
    const id = idOf(value);
    return all.find((r) => r.revision.id === id);
  };
  const done = all.filter((r) => r.revision.status === 'done');
  const to = til === null ? done.at(-1) : find(til);
  if (til !== null && !to) return problem('notFound', compareMessages.notFound);
  const from = fra === null ? (to ? done.filter((r) => r.revision.id < to.revision.id).at(-1) : undefined) : find(fra);
  if (fra !== null && !from) return problem('notFound', compareMessages.notFound);
  if (!to || !from) {
    // No two finished revisions: say why with the newest revision that is not finished.
    const pending = [...all].reverse().find((r) => r.revision.status !== 'done');
    return problem('notFinished', (pending && unfinished(pending)) ?? compareMessages.notEnoughFinished);
  }
  if (from.revision.id === to.revision.id) return problem('same', compareMessages.same);
  const why = unfinished(to) ?? unfinished(from);
  if (why) return problem('notFinished', why);
  // The comparison always runs from the older version to the newer, whatever order the address names them in.
  return from.number < to.number ? { kind: 'chosen', from, to, all } : { kind: 'chosen', from: to, to: from, all };
}

/** How the older version of a comparison is named: 'forrige version' only when it is the one just before. */
export function olderLabel(fromNumber: number, toNumber: number): string {
  return toNumber - fromNumber === 1 ? 'den forrige version' : 'en ældre version';
}
