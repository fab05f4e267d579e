/** Handlers of the published definitions route and the content editors' routes (docs/EDITOR.md). */
import { and, desc, eq, max } from 'drizzle-orm';
import { contentProblems, isEditableContent } from '../../engine/index.ts';
import type {
  DocumentParams,
  EditableContentName,
  EditorDocuments,
  NewReportPageCreated,
  SavedVersion,
} from '../../schemas/api/editor.ts';
import { editableContent } from '../../schemas/api/editor.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { principalOf } from '../auth/principal.ts';
import { illustrationProblems } from '../content/article-files.ts';
import { replaceContent } from '../content/content-store.ts';
import type { Db } from '../db/database.ts';
import { editorialVersions } from '../db/schema.ts';
import type { CompiledCharts } from '../editor/compiled-charts.ts';
import { definitionProblems } from '../editor/definition-check.ts';
import { menuOrderOf, newPageDefinition } from '../editor/new-report-page.ts';
import { publishedDefinitions, publishedDefinitionsAnswer } from '../editor/report-definitions.ts';
import {
  addVersion,
  publishedVersion,
  type VersionRow,
  versionHistory,
  versionWithPayload,
} from '../editor/versions.ts';
import { editorErrors } from '../errors.ts';
import { matchesEtag, sendPrepared } from '../http/prepared-answer.ts';
import { pageOfBooks } from '../library/books.ts';
import type { TrialReport } from '../library/trial-report.ts';
import type { RouteHandlers } from './register.ts';

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
  pages: 'Vejledning, kontakt og prisside',
  pricing: 'Abonnementer (navne og beskrivelser)',
  articles: 'Artikler',
};

type Problem = { pointer: string; message: string };

export function editorHandlers({
  db,
  trial,
  compiledCharts,
}: {
  db: Db;
  trial: TrialReport;
  compiledCharts: CompiledCharts;
}) {
  // The trial report's data, for the dry run of a definition's expressions (none while it cannot be produced).
  const sample = async () => {
    try {
      return (await trial.get()).items as RevisionDataItem[];
    } catch {
      return undefined;
    }
  };
  /** The report pages' newest versions, published or not (a new page has only drafts until it is published). */
  const newestReports = async (): Promise<VersionRow[]> =>
    db
      .selectDistinctOn([editorialVersions.name])
      .from(editorialVersions)
      .where(eq(editorialVersions.kind, 'report'))
      .orderBy(editorialVersions.name, desc(editorialVersions.version));

  /**
   * The published version of a name the editors may change (0: a new page not yet published); 404 for any
   * other name.
   */
  const current = async ({ kind, name }: DocumentParams): Promise<{ version: number }> => {
    if (kind === 'content' && !isEditableContent(name)) throw editorErrors.unknownDocument();
    const row = await publishedVersion(db, kind, name);
    if (row) return row;
    if (kind === 'report') {
      const [draft] = await db
        .select({ id: editorialVersions.id })
        .from(editorialVersions)
        .where(and(eq(editorialVersions.kind, 'report'), eq(editorialVersions.name, name)))
        .limit(1);
      if (draft) return { version: 0 };
    }
    throw editorErrors.unknownDocument();
  };

  /** What is wrong with a payload as the definition or text `name`, checked as the server checks every save. */
  const problemsOf = async ({ kind, name }: DocumentParams, payload: unknown): Promise<Problem[]> => {
    if (kind === 'content') {
      const problems = contentProblems(name as EditableContentName, payload);
      return name === 'articles' && problems.length === 0 ? illustrationProblems(payload) : problems;
    }
    return definitionProblems(name, payload, await publishedDefinitions(db), sample);
  };

  const saved = async (row: VersionRow, params: DocumentParams): Promise<SavedVersion> => {
    if (row.state === 'published' && params.kind === 'content') await replaceContent(db, params.name, row.payload);
    const published = await publishedVersion(db, params.kind, params.name);
    return {
      version: row.version,
      state: row.state as SavedVersion['state'],
      publishedVersion: published?.version ?? 0,
      versions: row.version,
    };
  };

  return {
    listPublishedDefinitions: async (request, reply) => {
      const answer = await publishedDefinitionsAnswer(db);
      // Every load asks again (no-cache), and is told 304 while nothing was published.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.json);
    },

    listCompiledCharts: async (request, reply) => {
      const answer = await compiledCharts.answer(db);
      // Every app load asks again (no-cache), and is told 304 while nothing was published.
      reply.header('cache-control', 'no-cache');
      return sendPrepared(request, reply, answer);
    },

    editorListLibraryBooks: async (request) => pageOfBooks(db, request.query),
    editorListDocuments: async () => {
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
      // New pages not yet published: only their drafts.
      for (const draft of await newestReports()) {
        if (documents.some((d) => d.kind === 'report' && d.name === draft.name)) continue;
        const title = (draft.payload as { title?: unknown } | null)?.title;
        documents.push({
          kind: 'report',
          name: draft.name,
          title: typeof title === 'string' && title.trim() ? title : draft.name,
          publishedVersion: 0,
          latestVersion: draft.version,
          changedAt: draft.createdAt.toISOString(),
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
    },

    editorCreateReportPage: async (request, reply) => {
      const page = request.body;
      const newest = await newestReports();
      const published = await publishedDefinitions(db);
      const made = newPageDefinition(page, {
        keys: new Set(newest.map((row) => row.name)),
        reportIds: new Set(
          [...newest.map((row) => row.payload), ...published.map((d) => d.json)]
            .map((json) => (json as { reportId?: unknown } | null)?.reportId)
            .filter((id): id is number => typeof id === 'number'),
        ),
        menuOrders: new Map(
          published.flatMap((d) => {
            const order = menuOrderOf(d.json);
            return order === undefined ? [] : [[d.key, order] as const];
          }),
        ),
      });
      if ('problems' in made) throw editorErrors.pageInvalid(made.problems);
      const key = page.key.trim();
      // The template is checked like every save, so a new page is never stored broken.
      const problems = await problemsOf({ kind: 'report', name: key }, made.definition);
      if (problems.length > 0) throw editorErrors.refused('report', problems);
      const row = await addVersion(db, {
        kind: 'report',
        name: key,
        payload: made.definition,
        state: 'draft',
        authorId: principalOf(request).user.id,
        note: 'Ny side fra skabelonen',
      });
      reply.code(201);
      return { key, version: row.version, reportId: made.reportId } satisfies NewReportPageCreated;
    },

    editorListVersions: async (request) => {
      const params = request.params;
      const published = await current(params);
      return { publishedVersion: published.version, versions: await versionHistory(db, params.kind, params.name) };
    },

    editorGetVersion: async (request) => {
      const { kind, name, version } = request.params;
      await current({ kind, name });
      const found = await versionWithPayload(db, kind, name, version);
      if (!found) throw editorErrors.unknownVersion();
      return found;
    },

    editorSaveVersion: async (request, reply) => {
      const params = request.params;
      const body = request.body;
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
    },

    editorRollBack: async (request, reply) => {
      const params = request.params;
      const body = request.body;
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
    },
  } satisfies Partial<RouteHandlers>;
}
