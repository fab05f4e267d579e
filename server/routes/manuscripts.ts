/** Manuscripts: upload, the author's list, revisions, revision data per model and section, live progress. */
import type { FastifyInstance } from 'fastify';
import { ManuscriptError } from '../../analysis/errors.ts';
import { checkManuscriptFile } from '../../analysis/index.ts';
import { isAdmin, principalOf, requireAccess } from '../auth/principal.ts';
import { getContent } from '../content/content-store.ts';
import type { Db } from '../db/database.ts';
import { apiErrors } from '../errors.ts';
import type { AnalysisQueue } from '../jobs/queue.ts';
import { streamProgress } from '../manuscripts/progress-stream.ts';
import {
  findOwnManuscript,
  findRevision,
  listRevisions,
  pageOfManuscripts,
  readRevisionData,
} from '../manuscripts/queries.ts';
import { storeUpload } from '../manuscripts/store-upload.ts';
import { fileTypeOf, readUploadForm } from '../manuscripts/upload-form.ts';
import { revisionView } from '../manuscripts/views.ts';

interface Deps {
  db: Db;
  queue: AnalysisQueue | undefined;
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
const revisionParams = {
  type: 'object',
  required: ['id', 'rev'],
  properties: { id: { type: 'integer', minimum: 1 }, rev: { type: 'integer', minimum: 1 } },
} as const;

function listParam(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function parseIdField(db: Db, kind: 'genres' | 'audiences', value: string | undefined): Promise<number> {
  const rules = await getContent<{ genres: { id: number }[]; audiences: { id: number }[] }>(db, 'rules');
  const id = Number(value);
  if (!value?.trim() || !Number.isInteger(id)) throw apiErrors.incompleteForm();
  if (!rules?.[kind].some((entry) => entry.id === id)) {
    throw apiErrors.validation(kind === 'genres' ? 'ukendt genre' : 'ukendt målgruppe');
  }
  return id;
}

export async function manuscriptRoutes(app: FastifyInstance, { db, queue }: Deps): Promise<void> {
  app.post('/api/manuscripts/', { preHandler: requireAccess('login') }, async (request, reply) => {
    const principal = principalOf(request);
    const form = await readUploadForm(request);
    const title = form.fields.manuscriptTitle?.trim();
    if (!title) throw apiErrors.incompleteForm();
    const genreId = await parseIdField(db, 'genres', form.fields.targetGenre);
    const audienceId = await parseIdField(db, 'audiences', form.fields.targetAudience);
    const fileType = fileTypeOf(form.fileName);
    if (!fileType) throw apiErrors.unsupportedFileType();
    if (form.fields.fileType && form.fields.fileType !== fileType) {
      throw apiErrors.validation('filtypen passer ikke til filens navn');
    }
    try {
      await checkManuscriptFile(form.bytes, form.fileName);
    } catch (error) {
      if (!(error instanceof ManuscriptError)) throw error;
      if (error.code === 'UNSUPPORTED_TYPE') throw apiErrors.unsupportedFileType();
      throw apiErrors.invalidFile(error.message);
    }
    const manuscriptId = form.fields.manuscriptId ? Number(form.fields.manuscriptId) : undefined;
    if (manuscriptId !== undefined && !(Number.isInteger(manuscriptId) && manuscriptId > 0)) {
      throw apiErrors.validation('ugyldigt manuskript-id');
    }
    const stored = await storeUpload(db, {
      userId: principal.user.id,
      manuscriptId,
      title,
      genreId,
      audienceId,
      fileName: form.fileName,
      fileType,
      bytes: form.bytes,
    });
    await queue?.enqueue(stored.revisionId);
    return reply.code(201).send({ ...stored, status: 'queued' });
  });

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/api/manuscripts/',
    {
      preHandler: requireAccess('login'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { total, rows, latest } = await pageOfManuscripts(db, principalOf(request).user.id, page, pageSize);
      return {
        page,
        pageSize,
        total,
        items: rows.map((m) => {
          const revision = latest.get(m.id);
          return {
            id: m.id,
            title: m.title,
            genreId: m.genreId,
            audienceId: m.audienceId,
            created: m.createdAt.toISOString(),
            latestRevision: revision ? revisionView(revision) : null,
          };
        }),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/manuscripts/:id/revisions/',
    { preHandler: requireAccess('subscription'), schema: { params: idParams } },
    async (request) => {
      const principal = principalOf(request);
      const owner = { userId: principal.user.id, isAdmin: isAdmin(principal) };
      const manuscript = await findOwnManuscript(db, owner, request.params.id);
      return (await listRevisions(db, manuscript.id)).map(revisionView);
    },
  );

  app.get<{ Params: { id: number; rev: number }; Querystring: { models?: string; sections?: string } }>(
    '/api/manuscripts/:id/revisions/:rev/',
    {
      preHandler: requireAccess('subscription'),
      schema: {
        params: revisionParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { models: { type: 'string', maxLength: 500 }, sections: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const owner = { userId: principal.user.id, isAdmin: isAdmin(principal) };
      const manuscript = await findOwnManuscript(db, owner, request.params.id);
      const revision = await findRevision(db, manuscript.id, request.params.rev);
      return readRevisionData(db, revision.id, listParam(request.query.models), listParam(request.query.sections));
    },
  );

  app.get<{ Params: { id: number; rev: number } }>(
    '/api/manuscripts/:id/revisions/:rev/progress',
    { preHandler: requireAccess('login'), schema: { params: revisionParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      const owner = { userId: principal.user.id, isAdmin: isAdmin(principal) };
      const manuscript = await findOwnManuscript(db, owner, request.params.id);
      const revision = await findRevision(db, manuscript.id, request.params.rev);
      await streamProgress(db, revision.id, request, reply);
    },
  );
}
