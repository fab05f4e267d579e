/**
 * One report page of one manuscript: the revision to show, the model data its definition lists (validated
 * and normalised to the canonical shape), and the content texts and recommendations it binds to.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportContent, ReportDefinition } from '../../engine/index.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import type { Revisions } from '../../schemas/api/manuscripts.ts';
import { normaliseRevisionData } from '../../schemas/normalise/index.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { ApiClient } from '../api/client.ts';
import type { ContentStore } from './ContentStore.ts';

export type ReportPageState = 'idle' | 'loading' | 'ready' | 'inProgress' | 'failed' | 'error';
type Revision = Revisions[number];

export class ReportPageStore {
  state: ReportPageState = 'idle';
  revision: Revision | null = null;
  data: readonly RevisionDataItem[] = [];
  content: ReportContent = {};
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly contentStore: ContentStore,
  ) {
    makeAutoObservable<ReportPageStore, 'api' | 'contentStore' | 'request'>(this, {
      api: false,
      contentStore: false,
      request: false,
    });
  }

  /** Loads the latest revision of a manuscript and, when it is analysed, the data of one report page. */
  async open(manuscriptId: number, definition: ReportDefinition | undefined, rules: Rules | null): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const revisions = await this.api.get<Revisions>(
        `manuscripts/${manuscriptId}/revisions/`,
        'api/manuscripts/revisions',
      );
      const latest = [...revisions].sort((a, b) => b.id - a.id)[0];
      if (!latest) throw new Error('manuscript without revisions');
      if (request !== this.request) return;
      runInAction(() => {
        this.revision = latest;
      });
      if (latest.status === 'queued' || latest.status === 'analysing') return this.settle(request, 'inProgress');
      if (latest.status === 'failed') return this.settle(request, 'failed');
      if (!definition) return this.settle(request, 'ready');
      const models = [...new Set(definition.models.map((m) => m.model))].join(',');
      const [raw, content] = await Promise.all([
        this.api.get<RevisionDataItem[]>(`manuscripts/${manuscriptId}/revisions/${latest.id}/`, 'api/revision-data', {
          models,
        }),
        this.contentStore.forReport(definition.reportId),
      ]);
      const data = normaliseRevisionData(raw, latest.modelVersion);
      const recommendations = await this.recommendations(definition.reportId, data, latest, rules);
      if (request !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.content = { ...content, recommendations };
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

  private settle(request: number, state: ReportPageState): void {
    if (request === this.request) this.state = state;
  }

  /** One recommendation per metric of this report whose value the data has; empty answers are ignored. */
  private async recommendations(
    reportId: number,
    data: readonly RevisionDataItem[],
    revision: Revision,
    rules: Rules | null,
  ): Promise<Recommendation[]> {
    const genreId = rules?.genres.find((g) => g.name === revision.genre)?.id;
    const audienceId = rules?.audiences.find((a) => a.name === revision.audience)?.id;
    if (!rules || genreId === undefined || audienceId === undefined) return [];
    const metrics = rules.metrics.filter((metric) => metric.reportIndex === reportId);
    const found: Recommendation[] = [];
    for (const metric of metrics) {
      const global = data.find((item) => item.model === metric.modelName && item.section === 'global')?.content;
      const value = (global as Record<string, unknown> | undefined)?.[metric.variableName];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      try {
        const recommendation = await this.api.get<Recommendation>(
          `recommendations/${metric.id}/${genreId}/${audienceId}/${value}`,
          'api/content/recommendation',
        );
        if (recommendation?.message) found.push(recommendation);
      } catch (error) {
        console.error('recommendation could not be loaded', metric.uniqueName, error);
      }
    }
    return found;
  }
}
