/** Handlers of the admin routes (roles ADMIN and DEVELOPER). */
import type {
  AdminAuthorsQuery,
  AdminManuscriptsQuery,
  RoleChange,
  SubscriptionGrant,
} from '../../schemas/api/admin.ts';
import type { PagingTimeQuery } from '../../schemas/api/author.ts';
import type { IsbnParams } from '../../schemas/api/library.ts';
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
import type { RouteHandler } from './register.ts';

const idOf = (request: Parameters<RouteHandler>[0]) => (request.params as { id: number }).id;

export function adminHandlers({ db, libraryPool, tiers }: { db: Db; libraryPool: AnalysisPool; tiers: TierTable }) {
  return {
    adminListManuscripts: (async (request) =>
      pageOfAllManuscripts(db, request.query as AdminManuscriptsQuery)) satisfies RouteHandler,
    adminGetManuscript: (async (request) =>
      adminManuscript(db, idOf(request), principalOf(request).user.id)) satisfies RouteHandler,
    adminListAuthors: (async (request) => pageOfAuthors(db, request.query as AdminAuthorsQuery)) satisfies RouteHandler,
    adminGetAuthor: (async (request) => adminAuthor(db, idOf(request))) satisfies RouteHandler,
    adminListAuthorHistory: (async (request) => {
      const author = await findAuthor(db, idOf(request));
      return pageOfHistory(db, author.id, request.query as PagingTimeQuery);
    }) satisfies RouteHandler,
    adminListAuthorManuscripts: (async (request) => {
      const author = await findAuthor(db, idOf(request));
      return pageOfAuthorManuscripts(db, author.id, pagingOf(request.query as PagingTimeQuery));
    }) satisfies RouteHandler,
    adminGrantSubscription: (async (request, reply) => {
      const granted = await grantSubscription(db, idOf(request), request.body as SubscriptionGrant, tiers);
      return reply.code(201).send(granted);
    }) satisfies RouteHandler,
    adminChangeRole: (async (request) =>
      changeRole(db, idOf(request), request.body as RoleChange, principalOf(request).user)) satisfies RouteHandler,
    adminListSimilarBooks: (async (request) =>
      pageOfBooks(db, request.query as PagingTimeQuery)) satisfies RouteHandler,
    adminAddSimilarBook: (async (request, reply) => {
      const book = await addLibraryBook(db, libraryPool, await readUploadForm(request));
      return reply.code(201).send(book);
    }) satisfies RouteHandler,
    adminRemoveSimilarBook: (async (request) => {
      await removeLibraryBook(db, (request.params as IsbnParams).isbn);
      return { ok: true };
    }) satisfies RouteHandler,
    adminListOutbox: (async () => ({ items: await listOutbox(db) })) satisfies RouteHandler,
    adminListNewUsers: (async (request) => pageOfNewUsers(db, request.query as PagingTimeQuery)) satisfies RouteHandler,
  };
}
