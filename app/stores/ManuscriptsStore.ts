/** The author's manuscripts: a paged list (newest first) and one manuscript's revisions. */
import type { Manuscript, ManuscriptsPage, Revisions } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import { type NumberedRevision, numbered } from '../compare/choose.ts';
import { PagedList } from './PagedList.ts';

export type Revision = Revisions[number];

export class ManuscriptsStore {
  readonly list: PagedList<Manuscript>;

  constructor(private readonly api: ApiClient) {
    this.list = new PagedList((query) => api.get<ManuscriptsPage>('manuscripts/', 'api/manuscripts/page', query));
  }

  /** One manuscript with the state of its newest revision and how many revisions it has. */
  manuscript(manuscriptId: number): Promise<Manuscript> {
    return this.api.get<Manuscript>(`manuscripts/${manuscriptId}/`, 'api/manuscripts/manuscript');
  }

  revisions(manuscriptId: number): Promise<Revisions> {
    return this.api.get<Revisions>(`manuscripts/${manuscriptId}/revisions/`, 'api/manuscripts/revisions');
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
  async versionOf(manuscriptId: number, revisionId?: number): Promise<NumberedRevision<Revision>> {
    const all = numbered(await this.revisions(manuscriptId));
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
  }
}
