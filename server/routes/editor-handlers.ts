/** Handlers of the published definitions route and the content editors' routes (docs/EDITOR.md). */
import { max } from 'drizzle-orm';
import { contentProblems, isEditableContent } from '../../engine/index.ts';
import type { PagingQuery } from '../../schemas/api/author.ts';
import type {
  DocumentParams,
  EditableContentName,
  EditorDocuments,
  Rollback,
  SavedVersion,
  SaveVersion,
  VersionParams,
} from '../../schemas/api/editor.ts';
import { editableContent } from '../../schemas/api/editor.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { principalOf } from '../auth/principal.ts';
import { replaceContent } from '../content/content-store.ts';
import type { Db } from '../db/database.ts';
import { editorialVersions } from '../db/schema.ts';
import { definitionProblems } from '../editor/definition-check.ts';
import { publishedDefinitions, publishedDefinitionsAnswer } from '../editor/report-definitions.ts';
import {
  addVersion,
  publishedVersion,
  type VersionRow,
  versionHistory,
  versionWithPayload,
} from '../editor/versions.ts';
import { editorErrors } from '../errors.ts';
import { pageOfBooks } from '../library/books.ts';
import type { TrialReport } from '../library/trial-report.ts';
import type { RouteHandler } from './register.ts';

/** The content texts' names as the editors read them. */
const contentTitles: Record<EditableContentName, string> = {
  tips: 'Tips',
  whatIs: 'Hvad er …-tekster',
  infos: 'Infotekster',
  characteristics: 'Karakteristika',
  archetypes: 'Arketypetekster',
  lix: 'LIX-tekster',
  faq: 'Ofte stillede spørgsmål',
  recommendations: 'Anbefalinger (intervaller)',
  dashboard: 'Oversigtens tekster',
  globalScores: 'Tekster til samlet vurdering',
  rules: 'Regler for genre og målgruppe',
};

type Problem = { pointer: string; message: string };

export function editorHandlers({ db, trial }: { db: Db; trial: TrialReport }) {
  // The trial report's data, for the dry run of a definition's expressions (none while it cannot be produced).
  const sample = async () => {
    try {
      return (await trial.get()).items as RevisionDataItem[];
    } catch {
      return undefined;
    }
  };
  /** The published version of a name the editors may change; 404 for any other name. */
  const current = async ({ kind, name }: DocumentParams): Promise<VersionRow> => {
    if (kind === 'content' && !isEditableContent(name)) throw editorErrors.unknownDocument();
    const row = await publishedVersion(db, kind, name);
    if (!row) throw editorErrors.unknownDocument();
    return row;
  };

  /** What is wrong with a payload as the definition or text `name`, checked as the server checks every save. */
  const problemsOf = async ({ kind, name }: DocumentParams, payload: unknown): Promise<Problem[]> => {
    if (kind === 'content') return contentProblems(name as EditableContentName, payload);
    return definitionProblems(name, payload, await publishedDefinitions(db), sample);
  };

  const saved = async (row: VersionRow, params: DocumentParams): Promise<SavedVersion> => {
    if (row.state === 'published' && params.kind === 'content') await replaceContent(db, params.name, row.payload);
    const published = await publishedVersion(db, params.kind, params.name);
    return {
      version: row.version,
      state: row.state as SavedVersion['state'],
      publishedVersion: published?.version ?? row.version,
      versions: row.version,
    };
  };

  return {
    listPublishedDefinitions: (async (request, reply) => {
      const answer = await publishedDefinitionsAnswer(db);
      // Every load asks again (no-cache), and is told 304 while nothing was published.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.json);
    }) satisfies RouteHandler,

    editorListLibraryBooks: (async (request) => pageOfBooks(db, request.query as PagingQuery)) satisfies RouteHandler,
    editorListDocuments: (async () => {
      const newest = await db
        .select({
          kind: editorialVersions.kind,
          name: editorialVersions.name,
          latestVersion: max(editorialVersions.version),
          changedAt: max(editorialVersions.createdAt),
        })
        .from(editorialVersions)
        .groupBy(editorialVersions.kind, editorialVersions.name);
      const latest = new Map(newest.map((row) => [`${row.kind}/${row.name}`, row]));
      const documents: EditorDocuments = [];
      for (const definition of await publishedDefinitions(db)) {
        const row = latest.get(`report/${definition.key}`);
        const title = (definition.json as { title?: unknown }).title;
        documents.push({
          kind: 'report',
          name: definition.key,
          title: typeof title === 'string' && title ? title : definition.key,
          publishedVersion: definition.version,
          latestVersion: row?.latestVersion ?? definition.version,
          changedAt: (row?.changedAt ?? new Date()).toISOString(),
        });
      }
      for (const name of Object.keys(editableContent) as EditableContentName[]) {
        const published = await publishedVersion(db, 'content', name);
        const row = latest.get(`content/${name}`);
        if (!published || !row) continue;
        documents.push({
          kind: 'content',
          name,
          title: contentTitles[name],
          publishedVersion: published.version,
          latestVersion: row.latestVersion ?? published.version,
          changedAt: (row.changedAt ?? new Date()).toISOString(),
        });
      }
      return documents;
    }) satisfies RouteHandler,

    editorListVersions: (async (request) => {
      const params = request.params as DocumentParams;
      const published = await current(params);
      return { publishedVersion: published.version, versions: await versionHistory(db, params.kind, params.name) };
    }) satisfies RouteHandler,

    editorGetVersion: (async (request) => {
      const { kind, name, version } = request.params as VersionParams;
      await current({ kind, name });
      const found = await versionWithPayload(db, kind, name, version);
      if (!found) throw editorErrors.unknownVersion();
      return found;
    }) satisfies RouteHandler,

    editorSaveVersion: (async (request, reply) => {
      const params = request.params as DocumentParams;
      const body = request.body as SaveVersion;
      await current(params);
      const problems = await problemsOf(params, body.payload);
      if (problems.length > 0) throw editorErrors.refused(params.kind, problems);
      const row = await addVersion(db, {
        kind: params.kind,
        name: params.name,
        payload: body.payload,
        state: body.publish ? 'published' : 'draft',
        authorId: principalOf(request).user.id,
        note: body.note?.trim() || null,
        baseVersion: body.baseVersion,
      });
      reply.code(201);
      return saved(row, params);
    }) satisfies RouteHandler,

    editorRollBack: (async (request, reply) => {
      const params = request.params as DocumentParams;
      const body = request.body as Rollback;
      await current(params);
      const earlier = await versionWithPayload(db, params.kind, params.name, body.toVersion);
      if (!earlier) throw editorErrors.unknownVersion();
      // An earlier definition may no longer fit the others (a reportId taken since): checked like any save.
      const problems = await problemsOf(params, earlier.payload);
      if (problems.length > 0) throw editorErrors.refused(params.kind, problems);
      const row = await addVersion(db, {
        kind: params.kind,
        name: params.name,
        payload: earlier.payload,
        state: 'published',
        authorId: principalOf(request).user.id,
        note: body.note?.trim() || `Rullet tilbage til version ${body.toVersion}`,
        baseVersion: body.baseVersion,
      });
      reply.code(201);
      return saved(row, params);
    }) satisfies RouteHandler,
  };
}
