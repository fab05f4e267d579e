/** Handlers of the manuscripts routes: list, upload, one manuscript, revisions, revision data, live progress. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ManuscriptError } from '../../analysis/errors.ts';
import { checkManuscriptFile } from '../../analysis/index.ts';
import type { PagingQuery } from '../../schemas/api/author.ts';
import type { ModelsSectionsQuery, RevisionParams, UploadFields } from '../../schemas/api/manuscripts.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { validate } from '../../schemas/validate.ts';
import { isAdmin, principalOf } from '../auth/principal.ts';
import { catalogueOf } from '../content/catalogue.ts';
import type { Db } from '../db/database.ts';
import { manuscripts } from '../db/schema.ts';
import { doneElements } from '../derived/global-items.ts';
import { derivedItems, wantsReadTimeModels } from '../derived/revision-derived.ts';
import { apiErrors } from '../errors.ts';
import { pageResult, pagingOf } from '../http/paging.ts';
import type { AnalysisQueue } from '../jobs/queue.ts';
import { streamProgress } from '../manuscripts/progress-stream.ts';
import {
  findOwnManuscript,
  findRevision,
  listRevisions,
  manuscriptSummary,
  pageOfManuscriptRows,
  readRevisionData,
  summarise,
} from '../manuscripts/queries.ts';
import { storeUpload } from '../manuscripts/store-upload.ts';
import { fileTypeOf, readUploadForm } from '../manuscripts/upload-form.ts';
import { revisionView } from '../manuscripts/views.ts';
import type { RouteHandler } from './register.ts';

export interface ManuscriptDeps {
  db: Db;
  queue: AnalysisQueue | undefined;
}

export function listParam(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Only white space (and a UTF-8 byte order mark) in any of the encodings a .txt may have. */
function isBlankText(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0xa0)
      return false;
  }
  return true;
}

function ownerOf(request: FastifyRequest) {
  const principal = principalOf(request);
  return { userId: principal.user.id, isAdmin: isAdmin(principal) };
}

export function manuscriptHandlers({ db, queue }: ManuscriptDeps) {
  const uploadManuscript: RouteHandler = async (request, reply) => {
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
    // A text file of only white space would fail in the job; it is refused here, so no job is queued for it.
    if (fileType === 'TEXT' && isBlankText(form.bytes))
      throw apiErrors.invalidFile(new ManuscriptError('EMPTY_TEXT').message);
    try {
      await checkManuscriptFile(form.bytes, form.fileName);
    } catch (error) {
      if (!(error instanceof ManuscriptError)) throw error;
      if (error.code === 'UNSUPPORTED_TYPE') throw apiErrors.unsupportedFileType();
      throw apiErrors.invalidFile(error.message);
    }
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

  const listManuscripts: RouteHandler = async (request) => {
    const paging = pagingOf(request.query as PagingQuery);
    const where = eq(manuscripts.userId, principalOf(request).user.id);
    const { total, rows } = await pageOfManuscriptRows(db, where, paging);
    return pageResult(paging, total, await summarise(db, rows, await catalogueOf(db)));
  };

  const getManuscript: RouteHandler = async (request) => {
    const { id } = request.params as { id: number };
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    return manuscriptSummary(db, manuscript, await catalogueOf(db));
  };

  const listRevisionsHandler: RouteHandler = async (request) => {
    const { id } = request.params as { id: number };
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const catalogue = await catalogueOf(db);
    return (await listRevisions(db, manuscript.id)).map((r) => revisionView(r, catalogue));
  };

  const getRevisionData: RouteHandler = async (request) => {
    const { id, rev } = request.params as RevisionParams;
    const query = request.query as ModelsSectionsQuery;
    const manuscript = await findOwnManuscript(db, ownerOf(request), id);
    const revision = await findRevision(db, manuscript.id, rev);
    const models = listParam(query.models);
    const sections = listParam(query.sections);
    const stored = await readRevisionData(db, revision.id, models, sections);
    if (revision.status !== 'done' || !wantsReadTimeModels(models, sections)) return stored;
    const globals = (await readRevisionData(db, revision.id, undefined, ['global'])) as RevisionDataItem[];
    const given = { genreId: revision.genreId, audienceId: revision.audienceId };
    const done = await doneElements(db, manuscript.userId, revision.id);
    return [...stored, ...(await derivedItems(db, globals, { given, done }, models))];
  };

  const streamRevisionProgress: RouteHandler = async (request, reply) => {
    const { id, rev } = request.params as RevisionParams;
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
    streamRevisionProgress,
  };
}
