/** Handlers of the manuscripts routes: list, upload, one manuscript, revisions, revision data, live progress. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { annotatedFileName } from '../../analysis/word/index.ts';
import type { UploadFields } from '../../schemas/api/manuscripts.ts';
import { validate } from '../../schemas/validate.ts';
import { isAdmin, principalOf } from '../auth/principal.ts';
import { catalogueOf } from '../content/catalogue.ts';
import type { Db } from '../db/database.ts';
import { manuscripts } from '../db/schema.ts';
import { apiErrors, passageErrors } from '../errors.ts';
import { attachmentDisposition } from '../http/disposition.ts';
import { pageResult, pagingOf } from '../http/paging.ts';
import { sendPrepared } from '../http/prepared-answer.ts';
import type { AnalysisQueue } from '../jobs/queue.ts';
import { hasUploadsLeft } from '../manuscripts/allowance.ts';
import { type Annotator, categoriesOf } from '../manuscripts/annotated-manuscript.ts';
import { finishedRevisionCache } from '../manuscripts/finished-revision-cache.ts';
import { hasPassages, passagesPage, readModelPassages } from '../manuscripts/passages.ts';
import { streamProgress } from '../manuscripts/progress-stream.ts';
import {
  findOwnManuscript,
  findRevision,
  listRevisions,
  manuscriptSummary,
  pageOfManuscriptRows,
  summarise,
} from '../manuscripts/queries.ts';
import { readRevisionItems } from '../manuscripts/revision-items.ts';
import { storeUpload } from '../manuscripts/store-upload.ts';
import type { UploadChecker } from '../manuscripts/upload-check.ts';
import { fileTypeOf, readUploadForm } from '../manuscripts/upload-form.ts';
import { revisionView } from '../manuscripts/views.ts';
import type { PrintChartRenderer } from '../print/print-charts.ts';
import type { HandlerOf, HandlersOf } from './register.ts';

export interface ManuscriptDeps {
  db: Db;
  queue: AnalysisQueue | undefined;
  /** Imports the file in a worker thread before the upload is spent. */
  uploadChecker: UploadChecker;
  /** Bytes of finished revisions' answers this process keeps (ServerConfig.revisionCacheBytes). */
  revisionCacheBytes: number;
  /** Makes 'Hent kommenteret manuskript' in a worker thread. */
  annotator: Annotator;
  /** Draws the print view's charts; started ahead when a finished revision's data is first read. */
  printCharts?: PrintChartRenderer;
}

export function listParam(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The caller as the owner asked for: an admin may read any author's manuscripts. */
export function ownerOf(request: FastifyRequest) {
  const principal = principalOf(request);
  return { userId: principal.user.id, isAdmin: isAdmin(principal) };
}

export function manuscriptHandlers({
  db,
  queue,
  uploadChecker,
  revisionCacheBytes,
  annotator,
  printCharts,
}: ManuscriptDeps) {
  const finished = finishedRevisionCache(db, revisionCacheBytes);

  const uploadManuscript: HandlerOf<'uploadManuscript'> = async (request, reply) => {
    const principal = principalOf(request);
    const form = await readUploadForm(request);
    const fields = form.fields;
    if (!fields.manuscriptTitle?.trim() || !fields.targetGenre?.trim() || !fields.targetAudience?.trim()) {
      throw apiErrors.incompleteForm();
    }
    const fileType = fileTypeOf(form.fileName);
    if (!fileType) throw apiErrors.unsupportedFileType();
    const checked = validate<UploadFields>('api/manuscripts/upload-fields', { fileType, ...fields });
    if (!checked.ok) {
      const issue = checked.issues[0]!;
      const unknown = /unknown property '([^']+)'/.exec(issue.message)?.[1];
      const field = issue.pointer.replace(/^\//, '');
      throw apiErrors.validation(
        unknown ? `formularen har et ukendt felt '${unknown}'` : `feltet '${field || 'formularen'}' er ugyldigt`,
      );
    }
    if (checked.value.fileType !== fileType) throw apiErrors.validation('filtypen passer ikke til filens navn');
    const catalogue = await catalogueOf(db);
    const genreId = Number(checked.value.targetGenre);
    const audienceId = Number(checked.value.targetAudience);
    if (!catalogue.hasGenre(genreId)) throw apiErrors.validation('ukendt genre');
    if (!catalogue.hasAudience(audienceId)) throw apiErrors.validation('ukendt målgruppe');
    await uploadChecker.checkContent(form, fileType);
    // The full import costs about a second of a thread: not for an author who could not upload anyway.
    if (!(await hasUploadsLeft(db, principal.user.id))) throw apiErrors.noUploadsLeft();
    await uploadChecker.check(form);
    const stored = await storeUpload(db, {
      userId: principal.user.id,
      manuscriptId: checked.value.manuscriptId ? Number(checked.value.manuscriptId) : undefined,
      title: checked.value.manuscriptTitle.trim(),
      genreId,
      audienceId,
      fileName: form.fileName,
      fileType,
      bytes: form.bytes,
    });
    await queue?.enqueue(stored.revisionId);
    const [row] = await db.select().from(manuscripts).where(eq(manuscripts.id, stored.manuscriptId));
    return reply.code(201).send(await manuscriptSummary(db, row!, catalogue));
  };

  const listManuscripts: HandlerOf<'listManuscripts'> = async (request) => {
    const paging = pagingOf(request.query);
    const where = eq(manuscripts.userId, principalOf(request).user.id);
    const { total, rows } = await pageOfManuscriptRows(db, where, paging);
    return pageResult(paging, total, await summarise(db, rows, await catalogueOf(db)));
  };

  const getManuscript: HandlerOf<'getManuscript'> = async (request) => {
    const { id } = request.params;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    return manuscriptSummary(db, manuscript, await catalogueOf(db));
  };

  const listRevisionsHandler: HandlerOf<'listRevisions'> = async (request) => {
    const { id } = request.params;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const catalogue = await catalogueOf(db);
    return (await listRevisions(db, manuscript.id)).map((r) => revisionView(r, catalogue));
  };

  /** A finished revision's answer comes from the cache (ETag, 304, brotli or gzip); any other is read afresh. */
  const getRevisionData: HandlerOf<'getRevisionData'> = async (request, reply) => {
    const { id, rev } = request.params;
    const query = request.query;
    const owner = ownerOf(request);
    const wanted = {
      manuscriptId: id,
      revisionId: rev,
      models: listParam(query.models),
      sections: listParam(query.sections),
      top: query.top,
    };
    const versions = principalOf(request).versions;
    const key = await finished.keyFor(owner, wanted, versions);
    const cached = key === undefined ? undefined : finished.get(key, owner, id);
    if (cached) return sendPrepared(request, reply, cached);

    const manuscript = await findOwnManuscript(db, owner, id);
    const revision = await findRevision(db, manuscript.id, rev);
    const { models, sections } = wanted;
    // Word lists most frequent first (revisions stored before they were kept so included), top N when asked.
    const items = await readRevisionItems(db, manuscript, revision, models, sections, query.top);
    // Still being analysed (or failed): answered as it stands, never kept.
    if (revision.status !== 'done') return items;
    // The report is read: its print view's charts are drawn meanwhile (kept; nothing is drawn twice).
    printCharts?.prepare(db, owner, manuscript, revision);
    if (key === undefined) return items;
    const json = JSON.stringify(items);
    const answer = await finished.store(key, wanted, manuscript.userId, owner, json, versions);
    if (answer) return sendPrepared(request, reply, answer);
    return reply.type('application/json; charset=utf-8').send(json);
  };

  /** Only a finished revision has passages; the owner's (or, for an admin, anyone's) alone. */
  const getRevisionPassages: HandlerOf<'getRevisionPassages'> = async (request) => {
    const { id, rev } = request.params;
    const query = request.query;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const revision = await findRevision(db, manuscript.id, rev);
    if (revision.status === 'failed') throw passageErrors.analysisFailed();
    if (revision.status !== 'done') throw passageErrors.notAnalysed();
    const stored = await readModelPassages(db, revision.id, query.model);
    return passagesPage(stored, query, stored !== undefined || (await hasPassages(db, revision.id)));
  };

  /** The owner's (or an admin's) finished revision as a .docx with comments; a stranger gets 404 before anything. */
  const getAnnotatedManuscript: HandlerOf<'getAnnotatedManuscript'> = async (request, reply) => {
    const { id, rev } = request.params;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const revision = await findRevision(db, manuscript.id, rev);
    const categories = categoriesOf(request.query.categories);
    if (revision.status === 'failed') throw passageErrors.analysisFailed();
    if (revision.status !== 'done') throw passageErrors.notAnalysed();
    const { bytes } = await annotator.annotate(db, revision, categories);
    return reply
      .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', attachmentDisposition(annotatedFileName(revision.fileName)))
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  const streamRevisionProgress: HandlerOf<'streamRevisionProgress'> = async (request, reply) => {
    const { id, rev } = request.params;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const revision = await findRevision(db, manuscript.id, rev);
    await streamProgress(db, revision.id, request, reply);
  };

  return {
    uploadManuscript,
    listManuscripts,
    getManuscript,
    listRevisions: listRevisionsHandler,
    getRevisionData,
    getRevisionPassages,
    getAnnotatedManuscript,
    streamRevisionProgress,
  } satisfies HandlersOf<
    | 'uploadManuscript'
    | 'listManuscripts'
    | 'getManuscript'
    | 'listRevisions'
    | 'getRevisionData'
    | 'getRevisionPassages'
    | 'getAnnotatedManuscript'
    | 'streamRevisionProgress'
  >;
}
