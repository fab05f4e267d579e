/** The author's manuscripts: a paged list (newest first) and one manuscript's revisions. */
import type { Manuscript, ManuscriptsPage, Revisions } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import { type NumberedRevision, numbered } from '../compare/choose.ts';
import { PagedList } from './PagedList.ts';

export type Revision = Revisions[number];

/** How long an answer asked for ahead may be taken (the report page opens within a second of the sign-in). */
export const AHEAD_MS = 10_000;

export class ManuscriptsStore {
  readonly list: PagedList<Manuscript>;

  constructor(private readonly api: ApiClient) {
    this.list = new PagedList((query) => api.get<ManuscriptsPage>('manuscripts/', 'api/manuscripts/page', query));
  }

  /**
   * Answers asked for ahead (prefetch), each taken by the first call that wants it within AHEAD_MS of asking (an
   * answer nobody took in time is not given out later: the manuscript may have changed).
   */
  private readonly ahead = new Map<string, { answer: Promise<unknown>; at: number }>();

  private takeAhead<T>(path: string, schemaId: string): Promise<T> {
    const early = this.ahead.get(path);
    this.ahead.delete(path);
    if (early && Date.now() - early.at <= AHEAD_MS) return early.answer as Promise<T>;
    return this.api.get<T>(path, schemaId);
  }

  /**
   * Asks for a manuscript and its revisions at once, side by side, for the report page about to open (after the
   * sign-in): its version actions and its report take them from here instead of asking one after the other.
   */
  prefetch(manuscriptId: number): void {
    const asks = [
      [`manuscripts/${manuscriptId}/`, 'api/manuscripts/manuscript'],
      [`manuscripts/${manuscriptId}/revisions/`, 'api/manuscripts/revisions'],
    ] as const;
    for (const [path, schemaId] of asks) this.askAhead(path, schemaId);
  }

  /** Asks for an answer to be taken later (takeAhead) and answers it. */
  private askAhead<T>(path: string, schemaId: string): Promise<T> {
    const answer = this.api.get<T>(path, schemaId);
    // A failure is the taker's to handle (it gets the same rejected answer); none is left unhandled meanwhile.
    answer.catch(() => undefined);
    this.ahead.set(path, { answer, at: Date.now() });
    return answer;
  }

  /**
   * A manuscript's revisions asked for ahead of the report page about to open (its link was pressed): the answer
   * is left for the page's own `revisions` call to take, and given here too, so that the page's data can be asked
   * for as soon as it comes. An answer already asked for ahead is shared, not asked for again.
   */
  revisionsAhead(manuscriptId: number): Promise<Revisions> {
    const path = `manuscripts/${manuscriptId}/revisions/`;
    const early = this.ahead.get(path);
    if (early && Date.now() - early.at <= AHEAD_MS) return early.answer as Promise<Revisions>;
    return this.askAhead<Revisions>(path, 'api/manuscripts/revisions');
  }

  /** One manuscript with the state of its newest revision and how many revisions it has. */
  manuscript(manuscriptId: number): Promise<Manuscript> {
    return this.takeAhead<Manuscript>(`manuscripts/${manuscriptId}/`, 'api/manuscripts/manuscript');
  }

  revisions(manuscriptId: number): Promise<Revisions> {
    return this.takeAhead<Revisions>(`manuscripts/${manuscriptId}/revisions/`, 'api/manuscripts/revisions');
  }

  /** The newest revision of a manuscript (the one its report shows). */
  async latestRevision(manuscriptId: number): Promise<Revision> {
    const latest = [...(await this.revisions(manuscriptId))].sort((a, b) => b.id - a.id)[0];
    if (!latest) throw new Error(`manuscript ${manuscriptId} has no revisions`);
    return latest;
  }

  /** One revision of a manuscript by id, or its newest when none is named. */
  async revisionOf(manuscriptId: number, revisionId?: number): Promise<Revision> {
    return (await this.versionOf(manuscriptId, revisionId)).revision;
  }

  /**
   * One revision with its version number (1 for the first upload, counted by id as the comparison counts them),
   * by id, or the newest when none is named.
   */
  async versionOf(
    manuscriptId: number,
    revisionId?: number,
    revisions?: Promise<Revisions>,
  ): Promise<NumberedRevision<Revision>> {
    const all = numbered(await (revisions ?? this.revisions(manuscriptId)));
    const found = revisionId === undefined ? all.at(-1) : all.find((r) => r.revision.id === revisionId);
    if (!found) {
      throw new Error(
        revisionId === undefined
          ? `manuscript ${manuscriptId} has no revisions`
          : `manuscript ${manuscriptId} has no revision ${revisionId}`,
      );
    }
    return found;
  }

  clear(): void {
    this.list.clear();
    this.ahead.clear();
  }
}
