/** A manuscript revision as the API lists it, analysed and done, for store tests; `changes` overrides fields. */
export function doneRevision(changes: Record<string, unknown> = {}) {
  return {
    id: 4,
    manuscriptId: 2,
    title: 'Efterår',
    genre: 'Krimi',
    audience: 'Voksne',
    created: '2026-11-21T10:00:00Z',
    modelVersion: 3,
    status: 'done',
    progress: 1,
    failureReason: null,
    ...changes,
  };
}
