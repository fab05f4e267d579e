/**
 * The print view on the server (docs/REPORTS.md, print and Charts): for a finished revision, every block of the
 * published report pages bound to its data, every chart drawn as SVG markup and every page rendered to markup in a
 * worker thread of its own (chart-task.ts: at most PRINT_CHARTS_TIMEOUT_MS, within the analysis heap budget), once
 * per revision, published definitions and the viewer's settings and role (what binding reads besides the data),
 * and kept as two prepared answers (the charts; the whole document), brotli, gzip and ETag, in a cache bounded in
 * bytes. Requests for a set being drawn wait for the same drawing.
 */
import { createHash } from 'node:crypto';
import { listSettings } from '../author/settings.ts';
import type { AnalysisBudget } from '../config.ts';
import { catalogueOf } from '../content/catalogue.ts';
import { getContent } from '../content/content-store.ts';
import type { RecommendationBand } from '../content/recommendation-bands.ts';
import type { Db } from '../db/database.ts';
import { publishedDefinitions } from '../editor/report-definitions.ts';
import { publicationStamp } from '../editor/versions.ts';
import { printChartErrors } from '../errors.ts';
import { BoundedCache } from '../http/bounded-cache.ts';
import { type PreparedAnswer, prepareAnswer, preparedBytes } from '../http/prepared-answer.ts';
import { createRequestPool, notRunInTime } from '../jobs/budgeted-pool.ts';
import { readRevisionItems } from '../manuscripts/revision-items.ts';
import type { ManuscriptRow, RevisionRow } from '../manuscripts/views.ts';
import type { PrintChartsResult, PrintChartsTask } from './chart-task.ts';
import { reportTextNames } from './print-content.ts';
import { raise, threadCell } from './thread-priority.ts';

/**
 * The longest one revision's print view may take to draw and render, thread start included. 42 charts and 22 pages
 * are a few seconds of work on a quiet machine, but a drawing begun ahead runs at the lowest priority: at load 12 on
 * two cores one took 53.8 s from a thread started from source (docs/PERFORMANCE.md, eighth session), too close to
 * the 60 s this was; a drawing stopped keeps nothing and the next print view starts it again.
 */
export const PRINT_CHARTS_TIMEOUT_MS = 120_000;
/**
 * Bytes of drawn print views this process keeps (one largest novel's 42 charts: about 1 MB with its encodings; its
 * whole document, charts included, about 3 MB more).
 */
export const PRINT_CHARTS_CACHE_BYTES = 32_000_000;
const MAX_WAITING = 4;

/** The texts every report page shares (the app's ContentStore reads the same names). */
const sharedTexts = ['whatIs', 'lix', 'globalScores', 'archetypes', 'archetypeIndexes', 'dashboard'] as const;
/** The models a page's genre and audience come from, read with every page's own (as the app reads them). */
const classificationModels = ['GenreClassification', 'AudienceClassification'];

interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface PrintChartsViewer {
  userId: number;
  isAdmin: boolean;
}

/** What one drawing gives: the charts, and the whole document unless a page could not be rendered whole. */
interface PrintAnswers {
  charts: PreparedAnswer;
  document: PreparedAnswer | undefined;
  /** The charts of the pages drawn at their screen size too (chart-task.ts, SCREEN_DRAWN_REPORT_IDS), by page. */
  screen: Map<number, PreparedAnswer>;
}

const answersBytes = (answers: PrintAnswers) =>
  preparedBytes(answers.charts) +
  (answers.document ? preparedBytes(answers.document) : 0) +
  [...answers.screen.values()].reduce((sum, answer) => sum + preparedBytes(answer), 0);

/** A page none of whose charts are drawn (yet): the same small answer every time. */
let noCharts: Promise<PreparedAnswer> | undefined;
const noScreenCharts = () => {
  noCharts ??= prepareAnswer(JSON.stringify({ charts: [] }));
  return noCharts;
};

/** The screen drawings of a result, one prepared answer per page. */
async function screenAnswers(result: PrintChartsResult): Promise<Map<number, PreparedAnswer>> {
  const byPage = new Map<number, { key: string; svg: string }[]>();
  for (const { reportId, key, svg } of result.screenCharts) {
    const page = byPage.get(reportId) ?? [];
    page.push({ key, svg });
    byPage.set(reportId, page);
  }
  const answers = await Promise.all(
    [...byPage].map(async ([reportId, charts]) => [reportId, await prepareAnswer(JSON.stringify({ charts }))] as const),
  );
  return new Map(answers);
}

export interface PrintChartRenderer {
  /** The charts of a finished revision as the print view of `viewer` binds them, as a prepared JSON answer. */
  charts(db: Db, viewer: PrintChartsViewer, manuscript: ManuscriptRow, revision: RevisionRow): Promise<PreparedAnswer>;
  /**
   * The whole print document of a finished revision as `viewer` sees it (each page's markup, the cover's score), as
   * a prepared JSON answer; a coded 503 when a page could not be rendered whole (the print view renders it).
   */
  document(
    db: Db,
    viewer: PrintChartsViewer,
    manuscript: ManuscriptRow,
    revision: RevisionRow,
  ): Promise<PreparedAnswer>;
  /**
   * Starts drawing them in the background (a report page of the revision was read: its print view may follow), so
   * the print view finds them drawn; a failure is logged, and the print view's own request tries again.
   */
  prepare(db: Db, viewer: PrintChartsViewer, manuscript: ManuscriptRow, revision: RevisionRow): void;
  /**
   * The charts of report page `reportId` at their screen size as `viewer` binds them, when a drawing of the revision
   * is kept; otherwise no charts. Never waits for a drawing and never starts one (the page's data read does): the
   * page draws any chart not among them itself.
   */
  screenCharts(db: Db, viewer: PrintChartsViewer, revision: RevisionRow, reportId: number): Promise<PreparedAnswer>;
  close(): Promise<void>;
}

export function createPrintChartRenderer({ budget, log }: { budget: AnalysisBudget; log: Log }): PrintChartRenderer {
  const pool = createRequestPool({
    thread: new URL('./chart-thread.mjs', import.meta.url),
    budget,
    timeoutMs: PRINT_CHARTS_TIMEOUT_MS,
    maxWaiting: MAX_WAITING,
    log,
  });
  const kept = new BoundedCache<PrintAnswers>(PRINT_CHARTS_CACHE_BYTES, answersBytes);
  const drawing = new Map<string, { answer: Promise<PrintAnswers>; thread: Int32Array; background: boolean }>();

  async function draw(
    db: Db,
    viewer: PrintChartsViewer,
    manuscript: ManuscriptRow,
    revision: RevisionRow,
    stamp: number,
    settings: { name: string; value: string }[],
    priority: Pick<PrintChartsTask, 'background' | 'thread'>,
  ): Promise<PrintAnswers> {
    const definitions = await publishedDefinitions(db);
    const models = new Set(classificationModels);
    const sections = new Set(['global']);
    for (const { json } of definitions) {
      const data = (json as { data?: Record<string, { model?: unknown; section?: unknown }> }).data ?? {};
      for (const source of Object.values(data)) {
        if (typeof source.model === 'string') models.add(source.model);
        if (typeof source.section === 'string') sections.add(source.section);
      }
    }
    const catalogue = await catalogueOf(db);
    const [data, rules, bands, ...texts] = await Promise.all([
      readRevisionItems(db, manuscript, revision, [...models], [...sections], undefined),
      getContent(db, 'rules'),
      getContent<RecommendationBand[]>(db, 'recommendations'),
      ...[...sharedTexts, ...reportTextNames].map((name) => getContent(db, name)),
    ]);
    const content: Record<string, unknown> = {
      metadata: {
        title: revision.title,
        genre: catalogue.genreName(revision.genreId),
        audience: catalogue.audienceName(revision.audienceId),
        created: revision.createdAt.toISOString(),
      },
      rules,
      settings,
    };
    sharedTexts.forEach((name, i) => {
      if (texts[i] !== undefined) content[name] = texts[i];
    });
    const reportTexts = Object.fromEntries(reportTextNames.map((name, i) => [name, texts[sharedTexts.length + i]]));
    const task: PrintChartsTask = {
      definitions: {
        stamp,
        files: definitions.map(({ key, json }) => ({ name: `reports/${key}.report.json`, json })),
      },
      data,
      modelVersion: revision.modelVersion,
      content: { shared: content, reportTexts, bands: bands ?? [] },
      context: {
        isAdmin: viewer.isAdmin,
        isTrial: false,
        isSimilarBook: false,
        print: true,
        revisionId: String(revision.id),
        modelVersion: revision.modelVersion,
        analysisPending: false,
      },
      ...priority,
    };
    let result: PrintChartsResult;
    const started = Date.now();
    try {
      result = await pool.run<PrintChartsResult>(task);
    } catch (error) {
      log.warn({ error, revision: revision.id }, 'print charts not drawn on the server: the print view draws them');
      if (notRunInTime(error)) throw printChartErrors.notInTime();
      throw error;
    }
    for (const failure of result.failures) {
      log.warn({ revision: revision.id, ...failure }, 'print chart not drawn on the server: the print view draws it');
    }
    if (result.documentProblem) {
      log.warn(
        { revision: revision.id, problem: result.documentProblem },
        'print document not rendered on the server: the print view renders it',
      );
    }
    const [charts, document, screen] = await Promise.all([
      prepareAnswer(JSON.stringify({ charts: result.charts })),
      result.document ? prepareAnswer(JSON.stringify(result.document)) : undefined,
      screenAnswers(result),
    ]);
    log.info(
      {
        revision: revision.id,
        charts: result.charts.length,
        screenCharts: result.screenCharts.length,
        failed: result.failures.length,
        documentBytes: document?.identity.length,
        documentBrBytes: document?.br.length,
        ms: Date.now() - started,
        threadMs: result.ms,
      },
      'print view drawn',
    );
    return { charts, document, screen };
  }

  /** Where a drawing for `viewer` is kept or being drawn: per revision, publication, role and settings. */
  async function keyOf(db: Db, viewer: PrintChartsViewer, revision: RevisionRow) {
    const [stamp, settings] = await Promise.all([publicationStamp(db, 'report'), listSettings(db, viewer.userId)]);
    const settingsHash = createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 16);
    return { key: `${revision.id}|${stamp}|${viewer.isAdmin ? 'admin' : 'author'}|${settingsHash}`, stamp, settings };
  }

  async function answers(
    db: Db,
    viewer: PrintChartsViewer,
    manuscript: ManuscriptRow,
    revision: RevisionRow,
    background = false,
  ): Promise<PrintAnswers> {
    const { key, stamp, settings } = await keyOf(db, viewer, revision);
    const hit = kept.get(key);
    if (hit) return hit;
    let pending = drawing.get(key);
    if (!pending) {
      const thread = threadCell();
      const answer = draw(db, viewer, manuscript, revision, stamp, settings, { background, thread });
      pending = { answer, thread, background };
      drawing.set(key, pending);
      answer
        .then(
          (prepared) => kept.set(key, prepared),
          () => undefined,
        )
        .finally(() => drawing.delete(key));
    } else if (!background && pending.background) {
      // The print view waits for a drawing begun ahead: from now on at normal priority (thread-priority.ts).
      pending.background = false;
      raise(pending.thread);
    }
    return pending.answer;
  }

  return {
    charts: async (db, viewer, manuscript, revision) => (await answers(db, viewer, manuscript, revision)).charts,
    async document(db, viewer, manuscript, revision) {
      const { document } = await answers(db, viewer, manuscript, revision);
      if (!document) throw printChartErrors.documentUnavailable();
      return document;
    },
    prepare(db, viewer, manuscript, revision) {
      answers(db, viewer, manuscript, revision, true).catch((error: unknown) =>
        log.warn({ error, revision: revision.id }, 'print charts not drawn ahead'),
      );
    },
    async screenCharts(db, viewer, revision, reportId) {
      const { key } = await keyOf(db, viewer, revision);
      return kept.get(key)?.screen.get(reportId) ?? noScreenCharts();
    },
    close: () => pool.destroy(),
  };
}
