/** Handler of the manuscript view's route (docs/MANUSCRIPT-VIEW.md): a page of a revision's text with its marks. */
import type { Db } from '../db/database.ts';
import { passageErrors } from '../errors.ts';
import { type StoredChapter, textPage } from '../manuscript-view/text-page.ts';
import type { TextReader } from '../manuscript-view/text-reader.ts';
import { findOwnManuscript, findRevision, readRevisionData } from '../manuscripts/queries.ts';
import { ownerOf } from './manuscript-handlers.ts';
import type { HandlersOf } from './register.ts';

export function manuscriptViewHandlers({ db, textReader }: { db: Db; textReader: TextReader }) {
  return {
    /** The owner's (or an admin's) finished revision; a stranger gets 404 before anything is read. */
    getManuscriptText: async (request) => {
      const { id, rev } = request.params;
      const manuscript = await findOwnManuscript(db, ownerOf(request), id);
      const revision = await findRevision(db, manuscript.id, rev);
      if (revision.status === 'failed') throw passageErrors.analysisFailed();
      if (revision.status !== 'done') throw passageErrors.notAnalysed();
      const text = await textReader.read(db, revision);
      const [chapters] = await readRevisionData(db, revision.id, ['Chapters'], ['chapters']);
      return textPage(text, (chapters?.content ?? []) as StoredChapter[], request.query);
    },
  } satisfies HandlersOf<'getManuscriptText'>;
}
