/** Handlers of the admin routes (roles ADMIN and DEVELOPER). */
import { adminAuthor, findAuthor, pageOfAuthors, pageOfNewUsers } from '../admin/authors.ts';
import { adminManuscript, pageOfAllManuscripts, pageOfAuthorManuscripts } from '../admin/manuscripts.ts';
import { changeRole } from '../admin/roles.ts';
import { principalOf } from '../auth/principal.ts';
import { pageOfHistory } from '../author/history.ts';
import { grantSubscription } from '../billing/subscriptions.ts';
import type { TierTable } from '../billing/tiers.ts';
import type { Db } from '../db/database.ts';
import { pagingOf } from '../http/paging.ts';
import type { AnalysisPool } from '../jobs/analysis-pool.ts';
import { pageOfBooks } from '../library/books.ts';
import { addLibraryBook, removeLibraryBook } from '../library/library-upload.ts';
import { listOutbox } from '../mail/outbox.ts';
import { readUploadForm } from '../manuscripts/upload-form.ts';
import type { RouteHandlers } from './register.ts';

export function adminHandlers({ db, libraryPool, tiers }: { db: Db; libraryPool: AnalysisPool; tiers: TierTable }) {
  return {
    adminListManuscripts: async (request) => pageOfAllManuscripts(db, request.query),
    adminGetManuscript: async (request) => adminManuscript(db, request.params.id, principalOf(request).user.id),
    adminListAuthors: async (request) => pageOfAuthors(db, request.query),
    adminGetAuthor: async (request) => adminAuthor(db, request.params.id),
    adminListAuthorHistory: async (request) => {
      const author = await findAuthor(db, request.params.id);
      return pageOfHistory(db, author.id, request.query);
    },
    adminListAuthorManuscripts: async (request) => {
      const author = await findAuthor(db, request.params.id);
      return pageOfAuthorManuscripts(db, author.id, pagingOf(request.query));
    },
    adminGrantSubscription: async (request, reply) => {
      const granted = await grantSubscription(db, request.params.id, request.body, tiers);
      return reply.code(201).send(granted);
    },
    adminChangeRole: async (request) => changeRole(db, request.params.id, request.body, principalOf(request).user),
    adminListSimilarBooks: async (request) => pageOfBooks(db, request.query),
    adminAddSimilarBook: async (request, reply) => {
      const book = await addLibraryBook(db, libraryPool, await readUploadForm(request));
      return reply.code(201).send(book);
    },
    adminRemoveSimilarBook: async (request) => {
      await removeLibraryBook(db, request.params.isbn);
      return { ok: true };
    },
    adminListOutbox: async () => ({ items: await listOutbox(db) }),
    adminListNewUsers: async (request) => pageOfNewUsers(db, request.query),
  } satisfies Partial<RouteHandlers>;
}
