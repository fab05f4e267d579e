/**
 * The report pages of one subject (a manuscript's latest revision, a similar book, or the trial report): its
 * metadata and state, the model data the definitions list (validated, normalised), the content texts, the
 * author settings and the recommendations they bind to. The 'Analyseret'/'Angivet' setting chooses the genre
 * and audience of the recommendations; changing it reloads them. Similar books are always analysed.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ReportContent, ReportDefinition } from '../../engine/index.ts';
import {
  chosenClasses,
  type GenreAudienceSource,
  genreAudienceIds,
  metricValue,
} from '../../engine/rules/genre-audience.ts';
import type { Settings } from '../../schemas/api/author.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { SimilarBookMetadata, TrialReportMetadata } from '../../schemas/api/library.ts';
import type { Revisions } from '../../schemas/api/manuscripts.ts';
import { type PrintCharts, SCREEN_DRAWN_REPORT_IDS, type ScreenCharts } from '../../schemas/api/print-charts.ts';
import type { PrintDocument } from '../../schemas/api/print-document.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { ApiClient } from '../api/client.ts';
import { AnswerCache } from '../reports/answer-cache.ts';
import { loadPrintDocument } from '../reports/print-document.ts';
import { fetchRecommendations, metricValueKey } from '../reports/recommendation.ts';
import { loadManuscriptRevisionData, modelsQuery, SCREEN_LIST_TOP } from '../reports/revision-data.ts';
import type { ContentStore } from './ContentStore.ts';
import { useStores } from './context.ts';
import type { ManuscriptsStore, Revision } from './ManuscriptsStore.ts';
import type { RootStore } from './RootStore.ts';
import type { RulesStore } from './RulesStore.ts';
import { type SettingsStore, SOURCE_SETTING, sourceOf, sourceSettingValues } from './SettingsStore.ts';

/**
 * What the store needs of a page: its reportId and the data sources it reads. A loaded definition is one; the print
 * view gives the sources read from the files (app/reports/definitions.ts, `sourcesOf`) so that its data is asked
 * for while the definitions load.
 */
export type ReportPageSources = Pick<ReportDefinition, 'reportId' | 'models'>;

export type ReportSubject =
  /** A manuscript's newest revision, or the one named (the editors' preview chooses one). */
  | { kind: 'manuscript'; manuscriptId: number; revisionId?: number }
  | { kind: 'similarBook'; isbn: string }
  | { kind: 'trial' };

export type ReportPageState = 'idle' | 'loading' | 'ready' | 'inProgress' | 'failed' | 'error';

export interface ReportMetadata {
  title: string;
  audience: string;
  genre: string;
  created: string;
  author?: string;
  isbn?: string;
}

/** The models the recommendations' genre and audience may come from ('Analyseret'). */
const classificationModels = ['GenreClassification', 'AudienceClassification'];

/** The prefix of the settings that mark a global-score element done: 'gs_{revisionId}.{element}'. */
const GLOBAL_SCORE_SETTING_PREFIX = 'gs_';

/**
 * How many data answers (one per page's set of models) and recommendations the store keeps for the visit: every
 * report page of a few manuscripts.
 */
const DATA_ANSWERS_KEPT = 60;
const RECOMMENDATIONS_KEPT = 500;

/** The models and sections the pages read: the classifications and global sections always, then each page's own. */
function modelsAndSections(definitions: readonly ReportPageSources[]): { models: string[]; sections: string[] } {
  const models = new Set<string>(classificationModels);
  const sections = new Set<string>(['global']);
  for (const definition of definitions) {
    for (const source of definition.models) {
      models.add(source.model);
      sections.add(source.section);
    }
  }
  return { models: [...models], sections: [...sections] };
}

/** The models the pages bind to themselves (not the classifications loaded for the genre and audience). */
function pageModelsOf(definitions: readonly ReportPageSources[]): ReadonlySet<string> {
  return new Set(definitions.flatMap((definition) => definition.models.map((source) => source.model)));
}

export function subjectKey(subject: ReportSubject): string {
  if (subject.kind === 'manuscript')
    return `manuscript:${subject.manuscriptId}${subject.revisionId === undefined ? '' : `:${subject.revisionId}`}`;
  if (subject.kind === 'similarBook') return `similarBook:${subject.isbn}`;
  return 'trial';
}

/** The start of the kept data answers' keys of a subject (and its revision: a new version is read afresh). */
function dataKeyPrefix(subject: ReportSubject, revision: Revision | undefined): string {
  const key = subject.kind === 'manuscript' ? `manuscript:${subject.manuscriptId}` : subjectKey(subject);
  return revision ? `${key}:revision:${revision.id}:${revision.modelVersion}|` : `${key}|`;
}

export function pagesKey(subject: ReportSubject, definitions: readonly ReportPageSources[]): string {
  return `${subjectKey(subject)}|${definitions.map((d) => d.reportId).join(',')}`;
}

export class ReportPageStore {
  state: ReportPageState = 'idle';
  subject: ReportSubject | null = null;
  revision: Revision | null = null;
  /** The version number of the revision shown (1 for the first upload); null for similar books and the trial. */
  versionNumber: number | null = null;
  metadata: ReportMetadata | null = null;
  data: readonly RevisionDataItem[] = [];
  recommendations: readonly Recommendation[] = [];
  /** Texts per report page id. */
  texts: ReadonlyMap<number, Record<string, unknown>> = new Map();
  /**
   * The charts the server drew for the revision and pages shown, SVG markup by drawing key (engine/chart/drawing.ts):
   * in print every page's at their print size, on screen the dashboard's at their screen size; undefined when it
   * drew none (another subject or page, or its answer failed: the page draws its charts itself).
   */
  serverCharts: ReadonlyMap<string, string> | undefined = undefined;
  /**
   * Print: the print view the server rendered for `subjectKey` (app/reports/print-document.ts); undefined until it
   * is read, or when it could not be (the print view renders the pages itself).
   */
  printDocument: { subjectKey: string; document: PrintDocument } | undefined = undefined;
  /** The trial report's settings live in the page (a visitor has no stored settings). */
  localSettings: Settings = [];
  /** Which subject and pages the ready data is for. */
  readyFor = '';
  private request = 0;
  private readonly contentCache = new Map<number, { inputs: unknown[]; content: ReportContent }>();
  /**
   * The data of finished revisions, similar books and the trial report per subject, revision and models: a page
   * opened again reads it from here (a finished revision does not change; the global score's marks read it anew).
   */
  private readonly dataAnswers = new AnswerCache<RevisionDataItem[]>(DATA_ANSWERS_KEPT);
  /** Recommendations per metric, genre, audience and value (failed ones are not kept). */
  private readonly recommendationAnswers = new AnswerCache<Recommendation | undefined>(
    RECOMMENDATIONS_KEPT,
    (answer) => answer !== undefined,
  );

  constructor(
    private readonly api: ApiClient,
    private readonly contentStore: ContentStore,
    private readonly manuscripts: ManuscriptsStore,
    private readonly rules: RulesStore,
    private readonly settings: SettingsStore,
  ) {
    makeAutoObservable<
      ReportPageStore,
      | 'api'
      | 'contentStore'
      | 'manuscripts'
      | 'rules'
      | 'settings'
      | 'request'
      | 'contentCache'
      | 'dataAnswers'
      | 'recommendationAnswers'
      | 'pageModels'
      | 'openDefinitions'
      | 'listTop'
    >(this, {
      pageModels: false,
      openDefinitions: false,
      listTop: false,
      api: false,
      contentStore: false,
      manuscripts: false,
      rules: false,
      settings: false,
      request: false,
      contentCache: false,
      dataAnswers: false,
      recommendationAnswers: false,
      data: observable.ref,
      recommendations: observable.ref,
      texts: observable.ref,
      metadata: observable.ref,
      revision: observable.ref,
      localSettings: observable.ref,
      serverCharts: observable.ref,
      printDocument: observable.ref,
    });
  }

  get isSimilarBook(): boolean {
    return this.subject?.kind === 'similarBook';
  }

  get isTrial(): boolean {
    return this.subject?.kind === 'trial';
  }

  /** Settings the pages bind to: the author's, or the trial page's own. */
  get currentSettings(): Settings {
    return this.isTrial ? this.localSettings : this.settings.settings;
  }

  /** 'analysed' or 'given' (default); similar books are always analysed. */
  get source(): GenreAudienceSource {
    if (this.isSimilarBook) return 'analysed';
    return sourceOf(this.currentSettings.find((s) => s.name === SOURCE_SETTING)?.value);
  }

  /**
   * Opens the report pages `definitions` of a subject: metadata and state, then (when analysed) their data,
   * texts and recommendations. A later call wins over an earlier one still loading. On screen a manuscript's word
   * lists come cut to their SCREEN_LIST_TOP most frequent words; `wholeLists` (print) reads them whole.
   * `serverCharts` (print) also reads the charts the server drew for a manuscript's finished revision; on screen the
   * dashboard reads its own (SCREEN_DRAWN_REPORT_IDS) at their screen size.
   */
  async open(
    subject: ReportSubject,
    definitions: readonly ReportPageSources[],
    { wholeLists = false, serverCharts = false }: { wholeLists?: boolean; serverCharts?: boolean } = {},
  ): Promise<void> {
    const request = ++this.request;
    this.listTop = wholeLists ? undefined : SCREEN_LIST_TOP;
    const sameSubject = this.subject !== null && subjectKey(this.subject) === subjectKey(subject);
    this.subject = subject;
    if (!sameSubject) {
      this.revision = null;
      this.versionNumber = null;
      this.metadata = null;
      this.localSettings = [];
    }
    this.state = 'loading';
    this.readyFor = '';
    this.printDocument = undefined;
    try {
      const [{ metadata, revision, versionNumber }] = await Promise.all([
        this.loadMetadata(subject),
        this.ensureRules(),
      ]);
      if (request !== this.request) return;
      runInAction(() => {
        this.metadata = metadata;
        this.revision = revision ?? null;
        this.versionNumber = versionNumber ?? null;
      });
      if (revision?.status === 'queued' || revision?.status === 'analysing') return this.settle(request, 'inProgress');
      if (revision?.status === 'failed') return this.settle(request, 'failed');
      const { models, sections } = modelsAndSections(definitions);
      this.openDefinitions = definitions;
      const [data, texts, drawn] = await Promise.all([
        this.loadData(subject, models, sections, revision),
        Promise.all(definitions.map(async (d) => [d.reportId, await this.contentStore.forReport(d.reportId)] as const)),
        subject.kind === 'manuscript' && revision?.status === 'done'
          ? serverCharts
            ? this.loadPrintCharts(subject.manuscriptId, revision.id)
            : this.loadScreenCharts(subject.manuscriptId, revision.id, definitions)
          : undefined,
      ]);
      this.pageModels = pageModelsOf(definitions);
      const recommendations = await this.loadRecommendations(data);
      if (request !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.texts = new Map(texts);
        this.recommendations = recommendations;
        this.serverCharts = drawn;
        this.readyFor = pagesKey(subject, definitions);
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'error';
      });
      throw error;
    }
  }

  /**
   * Begins a report page's reads before the page opens (the author pressed its link): the manuscript's revisions,
   * then the page's data and texts, then its recommendations, go out while the router renders the page, and `open`
   * takes them from the caches instead of asking once the page is on screen. Only a finished revision's data is
   * read ahead (screen lists, as a page on screen reads them); a failure is left for `open` to meet and report.
   */
  prefetch(subject: ReportSubject, definitions: readonly ReportPageSources[]): void {
    const reads = async () => {
      // the recommendations only for the subject on screen, whose metadata and settings choose their classes
      const onScreen = this.subject !== null && subjectKey(this.subject) === subjectKey(subject);
      let metadata = onScreen ? this.metadata : null;
      let revision: Revision | undefined;
      if (subject.kind === 'manuscript') {
        const ahead = this.manuscripts.revisionsAhead(subject.manuscriptId);
        ({ metadata, revision } = await this.loadMetadata(subject, ahead));
        if (revision?.status !== 'done') return;
      }
      const { models, sections } = modelsAndSections(definitions);
      const [data] = await Promise.all([
        this.loadData(subject, models, sections, revision, { top: SCREEN_LIST_TOP }),
        ...definitions.map((definition) => this.contentStore.forReport(definition.reportId)),
      ]);
      if (onScreen && metadata)
        await this.loadRecommendations(data, { metadata, pageModels: pageModelsOf(definitions) });
    };
    reads().catch(() => undefined);
  }

  /**
   * Print: opens a manuscript's finished revision as the server rendered its print view (metadata and state, then
   * the document; no data, texts or recommendations: the markup holds them). Answers whether it has the document;
   * when not (a revision not finished, or the server's answer failed), `open` renders the pages in the browser.
   */
  async openPrintDocument(
    subject: ReportSubject & { kind: 'manuscript' },
  ): Promise<{ rendered: boolean; chartsDrawn: boolean }> {
    const request = ++this.request;
    this.subject = subject;
    this.state = 'loading';
    this.readyFor = '';
    this.printDocument = undefined;
    const { metadata, revision, versionNumber } = await this.loadMetadata(subject);
    if (request !== this.request) return { rendered: false, chartsDrawn: false };
    runInAction(() => {
      this.metadata = metadata;
      this.revision = revision ?? null;
      this.versionNumber = versionNumber ?? null;
    });
    if (revision?.status !== 'done') return { rendered: false, chartsDrawn: false };
    const { document, chartsDrawn } = await loadPrintDocument(this.api, subject.manuscriptId, revision.id);
    if (request !== this.request || !document) return { rendered: false, chartsDrawn };
    runInAction(() => {
      this.printDocument = { subjectKey: subjectKey(subject), document };
      this.state = 'ready';
    });
    return { rendered: true, chartsDrawn };
  }

  /** The print view the server rendered for `subject`, when it is the one on hand. */
  printDocumentOf(subject: ReportSubject): PrintDocument | undefined {
    const kept = this.printDocument;
    return this.state === 'ready' && kept?.subjectKey === subjectKey(subject) ? kept.document : undefined;
  }

  /** Whether the data on hand is for these pages of this subject (not left over from the previous page). */
  isReadyFor(subject: ReportSubject, definitions: readonly ReportPageSources[]): boolean {
    return this.state === 'ready' && this.readyFor === pagesKey(subject, definitions);
  }

  /** The rules are an open call: a visitor's trial report loads them here. */
  private async ensureRules(): Promise<void> {
    if (this.rules.loaded) return;
    await this.rules.load().catch((error: unknown) => console.error('rules could not be loaded', error));
  }

  private settle(request: number, state: ReportPageState): void {
    if (request === this.request) this.state = state;
  }

  /** `revisions`: a manuscript's revisions asked for ahead (prefetch); otherwise its page's own call asks. */
  private async loadMetadata(
    subject: ReportSubject,
    revisions?: Promise<Revisions>,
  ): Promise<{ metadata: ReportMetadata; revision?: Revision; versionNumber?: number }> {
    if (subject.kind === 'manuscript') {
      const { revision, number } = await this.manuscripts.versionOf(
        subject.manuscriptId,
        subject.revisionId,
        revisions,
      );
      const { title, audience, genre, created } = revision;
      return { metadata: { title, audience, genre, created }, revision, versionNumber: number };
    }
    if (subject.kind === 'similarBook') {
      const metadata = await this.api.get<SimilarBookMetadata>(
        `similar-books/${encodeURIComponent(subject.isbn)}/metadata`,
        'api/similar-books/metadata',
      );
      return { metadata };
    }
    return { metadata: await this.api.get<TrialReportMetadata>('trial-report/metadata', 'api/trial-report/metadata') };
  }

  /**
   * The data of the subject's models and sections: kept for the visit once the subject is finished (a revision
   * being analysed never reaches here); `fresh` reads it from the server again and keeps that.
   */
  private loadData(
    subject: ReportSubject,
    models: readonly string[],
    sections: readonly string[],
    revision: Revision | undefined,
    { fresh = false, top = this.listTop }: { fresh?: boolean; top?: number | undefined } = {},
  ): Promise<RevisionDataItem[]> {
    const load = () => this.readData(subject, models, sections, revision, top);
    if (revision && revision.status !== 'done') return load();
    const prefix = dataKeyPrefix(subject, revision);
    if (fresh) this.dataAnswers.forget(prefix);
    const { models: modelList, sections: sectionList } = modelsQuery(models, sections);
    return this.dataAnswers.get(`${prefix}${modelList}|${sectionList}|${top ?? ''}`, load);
  }

  private async readData(
    subject: ReportSubject,
    models: readonly string[],
    sections: readonly string[],
    revision: Revision | undefined,
    top: number | undefined,
  ): Promise<RevisionDataItem[]> {
    if (subject.kind === 'manuscript' && revision) {
      return loadManuscriptRevisionData(this.api, subject.manuscriptId, revision, models, sections, top);
    }
    const path =
      subject.kind === 'similarBook' ? `similar-books/${encodeURIComponent(subject.isbn)}/` : 'trial-report/';
    // The normalisation (and the model schemas it reads) is a chunk of the report pages, not of the first page.
    const [raw, { normaliseSpecShapes }] = await Promise.all([
      this.api.get<RevisionDataItem[]>(path, 'api/revision-data', modelsQuery(models, sections)),
      import('../../schemas/normalise/index.ts'),
    ]);
    return normaliseSpecShapes(raw);
  }

  /**
   * On screen: the charts the server drew at their screen size for a page it draws them for (the dashboard), when
   * it has drawn them; undefined for other pages, when none are drawn yet, or when the answer failed (the page
   * draws them itself, as before they were drawn).
   */
  private async loadScreenCharts(
    manuscriptId: number,
    revisionId: number,
    definitions: readonly ReportPageSources[],
  ): Promise<ReadonlyMap<string, string> | undefined> {
    const [page] = definitions;
    if (definitions.length !== 1 || !page || !SCREEN_DRAWN_REPORT_IDS.includes(page.reportId)) return undefined;
    try {
      const answer = await this.api.get<ScreenCharts>(
        `manuscripts/${manuscriptId}/revisions/${revisionId}/screen-charts`,
        'api/manuscripts/screen-charts',
        { reportId: page.reportId },
      );
      return answer.charts.length > 0 ? new Map(answer.charts.map((chart) => [chart.key, chart.svg])) : undefined;
    } catch (error) {
      console.warn('The server drew no screen charts: the page draws them itself', error);
      return undefined;
    }
  }

  /**
   * The charts the server drew for a revision's print view (one request for all of them); a failure is logged and
   * leaves every chart to the browser.
   */
  private async loadPrintCharts(
    manuscriptId: number,
    revisionId: number,
  ): Promise<ReadonlyMap<string, string> | undefined> {
    try {
      const answer = await this.api.get<PrintCharts>(
        `manuscripts/${manuscriptId}/revisions/${revisionId}/print-charts`,
        'api/manuscripts/print-charts',
      );
      return new Map(answer.charts.map((chart) => [chart.key, chart.svg]));
    } catch (error) {
      console.warn('The server drew no print charts: the print view draws them itself', error);
      return undefined;
    }
  }

  /** The definitions of the pages open now. */
  private openDefinitions: readonly ReportPageSources[] = [];
  /** How many words of each word list the open pages read (undefined: whole lists). */
  private listTop: number | undefined = SCREEN_LIST_TOP;

  /** The models the open pages bind to themselves (not the classifications loaded for the genre and audience). */
  private pageModels: ReadonlySet<string> = new Set();

  /**
   * One recommendation per metric of the open pages' own models whose value the data has; failed and empty
   * answers are left out.
   */
  private async loadRecommendations(
    data: readonly RevisionDataItem[],
    { metadata = this.metadata, pageModels = this.pageModels } = {},
  ): Promise<Recommendation[]> {
    const rules: Rules | null = this.rules.rules;
    if (!rules || !metadata) return [];
    const ids = genreAudienceIds(this.source, metadata, data, rules);
    if (!ids) return [];
    const chosen = chosenClasses(this.source, metadata, data);
    const wanted = rules.metrics.flatMap((metric) => {
      if (!pageModels.has(metric.modelName)) return [];
      const value = metricValue(data, metric, chosen);
      return value === undefined ? [] : [{ metric, value }];
    });
    const keyOf = (metricId: number, value: number) =>
      `${ids.genreId}/${ids.audienceId}/${metricValueKey(metricId, value)}`;
    // The values this visit has not read yet, in one call for the page.
    const missing = wanted.filter(({ metric, value }) => !this.recommendationAnswers.has(keyOf(metric.id, value)));
    const batch =
      missing.length === 0
        ? undefined
        : fetchRecommendations(
            this.api,
            ids,
            missing.map(({ metric, value }) => ({ metricId: metric.id, value })),
          );
    const answers = await Promise.all(
      wanted.map(({ metric, value }) =>
        this.recommendationAnswers.get(keyOf(metric.id, value), async () =>
          (await batch)?.get(metricValueKey(metric.id, value)),
        ),
      ),
    );
    return answers.filter((r): r is Recommendation => Boolean(r?.message));
  }

  /** Reloads the recommendations (after the genre/audience source changed). */
  async reloadRecommendations(): Promise<void> {
    const request = this.request;
    const recommendations = await this.loadRecommendations(this.data);
    if (request !== this.request) return;
    runInAction(() => {
      this.recommendations = recommendations;
    });
  }

  /** 'Analyseret'/'Angivet': stores the author setting (the trial page keeps it locally) and reloads. */
  async setSource(value: GenreAudienceSource): Promise<void> {
    if (this.isSimilarBook || value === this.source) return;
    if (this.isTrial) this.setLocal(SOURCE_SETTING, sourceSettingValues[value]);
    else await this.settings.saveSource(value);
    await this.reloadRecommendations();
  }

  /**
   * A setting a block asks for (e.g. a completed global-score element 'gs_{revisionId}.{metric}'). A completed
   * element changes the global score the server derives, so the open pages' data is read again.
   */
  async saveSetting(name: string, value: string): Promise<void> {
    if (name === SOURCE_SETTING) return this.setSource(sourceOf(value));
    if (this.isTrial) return this.setLocal(name, value);
    await this.settings.save(name, value);
    if (name.startsWith(GLOBAL_SCORE_SETTING_PREFIX)) await this.reloadData();
  }

  /** Reads the open pages' data again (same models and sections), keeping the page on screen meanwhile. */
  private async reloadData(): Promise<void> {
    const subject = this.subject;
    if (!subject || this.state !== 'ready') return;
    const request = this.request;
    const { models, sections } = modelsAndSections(this.openDefinitions);
    // The global score follows the author's marks: every page's kept data of this subject is read anew.
    const data = await this.loadData(subject, models, sections, this.revision ?? undefined, { fresh: true });
    if (request !== this.request) return;
    runInAction(() => {
      this.data = data;
    });
  }

  private setLocal(name: string, value: string): void {
    this.localSettings = [...this.localSettings.filter((s) => s.name !== name), { name, value }];
  }

  /** Each metric's value in the pages' data (the unit its bands use), as the recommendations were asked for. */
  private metricValues(): { id: number; value: number }[] {
    const rules = this.rules.rules;
    if (!rules || !this.metadata) return [];
    const chosen = chosenClasses(this.source, this.metadata, this.data);
    return rules.metrics.flatMap((metric) => {
      const value = metricValue(this.data, metric, chosen);
      return value === undefined ? [] : [{ id: metric.id, value }];
    });
  }

  /**
   * The content one report page binds to: its texts, the metadata, rules, settings and recommendations (this
   * page's metrics first). The same object is returned while its inputs are unchanged, so pages do not re-bind.
   */
  contentFor(reportId: number): ReportContent {
    const texts = this.texts.get(reportId);
    const inputs = [texts, this.metadata, this.rules.rules, this.currentSettings, this.recommendations, this.data];
    const cached = this.contentCache.get(reportId);
    if (cached?.inputs.every((input, i) => input === inputs[i])) return cached.content;
    const metricNames = new Set(
      this.rules.rules?.metrics.filter((m) => m.reportIndex === reportId).map((m) => m.name) ?? [],
    );
    const ordered = [
      ...this.recommendations.filter((r) => metricNames.has(r.name)),
      ...this.recommendations.filter((r) => !metricNames.has(r.name)),
    ];
    const content: ReportContent = {
      ...texts,
      metadata: this.metadata ?? undefined,
      rules: this.rules.rules ?? undefined,
      settings: this.currentSettings,
      recommendations: ordered,
      metricValues: this.metricValues(),
    };
    this.contentCache.set(reportId, { inputs, content });
    return content;
  }
}

function createReportPageStore(root: RootStore): ReportPageStore {
  return new ReportPageStore(root.api, root.content, root.manuscripts, root.rules, root.settings);
}

/** The report pages' store: one per root, created when the first report page opens (RootStore.onDemand). */
export function useReportPageStore(): ReportPageStore {
  return useStores().onDemand(createReportPageStore);
}
