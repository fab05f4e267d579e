/**
 * The comparison of two revisions of a manuscript ('Sammenlign', docs/COMPARE.md): the revisions, the two
 * chosen (or why there is nothing to compare, in Danish), their data and the bands of their metric values for
 * the genre and audience the report pages use. A later open wins over an earlier one still loading.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { chosenClasses, genreAudienceIds } from '../../engine/rules/genre-audience.ts';
import type { Recommendation, Rules } from '../../schemas/api/content.ts';
import { ApiRequestError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { chooseRevisions, type NumberedRevision } from '../compare/choose.ts';
import type { Comparison } from '../compare/comparison.ts';
import { fetchRecommendation } from '../reports/recommendation.ts';
import { loadManuscriptRevisionData } from '../reports/revision-data.ts';
import { useStores } from './context.ts';
import type { ManuscriptsStore, Revision } from './ManuscriptsStore.ts';
import type { RootStore } from './RootStore.ts';
import type { RulesStore } from './RulesStore.ts';
import type { SettingsStore } from './SettingsStore.ts';

export type CompareState = 'idle' | 'loading' | 'ready' | 'problem' | 'error';

export const compareErrorText = 'Sammenligningen kunne ikke hentes. Prøv at genindlæse siden.';

export class CompareStore {
  state: CompareState = 'idle';
  /** Why there is nothing to compare (Danish), when state is 'problem' or 'error'. */
  message = '';
  /** The manuscript's revisions, numbered (for the version pickers); empty when the manuscript was not found. */
  revisions: NumberedRevision<Revision>[] = [];
  comparison: Comparison<Revision> | null = null;
  /** The manuscript, from and to the comparison is for ('12:3:5'). */
  readyFor = '';
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly manuscripts: ManuscriptsStore,
    private readonly rules: RulesStore,
    private readonly settings: SettingsStore,
  ) {
    makeAutoObservable<CompareStore, 'api' | 'manuscripts' | 'rules' | 'settings' | 'request'>(this, {
      api: false,
      manuscripts: false,
      rules: false,
      settings: false,
      request: false,
      revisions: observable.ref,
      comparison: observable.ref,
    });
  }

  /** Opens the comparison of `fra` with `til` (revision ids from the query; null: the default pair). */
  async open(manuscriptId: number, fra: string | null, til: string | null): Promise<void> {
    const request = ++this.request;
    const key = `${manuscriptId}:${fra ?? ''}:${til ?? ''}`;
    this.state = 'loading';
    this.readyFor = '';
    try {
      const [revisions] = await Promise.all([this.manuscripts.revisions(manuscriptId), this.ensureRules()]);
      if (request !== this.request) return;
      const choice = chooseRevisions(revisions, fra, til);
      runInAction(() => {
        this.revisions = choice.all;
      });
      if (choice.kind === 'problem') return this.settle(request, 'problem', choice.message, key);
      // The comparison's logic is a chunk of the compare page, not of the first page.
      const [{ buildComparison, comparedSections, modelsToRead }, { metricPairs }] = await Promise.all([
        import('../compare/comparison.ts'),
        import('../compare/metrics.ts'),
      ]);
      if (request !== this.request) return;
      const rules = this.rules.rules;
      const models = modelsToRead(rules);
      const read = (revision: Revision) =>
        loadManuscriptRevisionData(this.api, manuscriptId, revision, models, comparedSections);
      const [fromData, toData] = await Promise.all([read(choice.from.revision), read(choice.to.revision)]);
      const to = choice.to.revision;
      const chosen = chosenClasses(this.settings.source, to, toData);
      const ids = rules ? genreAudienceIds(this.settings.source, to, toData, rules) : undefined;
      const data = { from: fromData, to: toData };
      // The bands: one recommendation per metric value of either revision (one request for equal values).
      const answers = new Map<string, Recommendation | undefined>();
      if (rules && ids) {
        const wanted = metricPairs(rules, data.from, data.to, chosen).flatMap((pair) => [
          [pair.metric, pair.from] as const,
          [pair.metric, pair.to] as const,
        ]);
        await Promise.all(
          wanted.map(async ([metric, value]) => {
            const k = `${metric.id}:${value}`;
            if (answers.has(k)) return;
            answers.set(k, undefined);
            answers.set(k, await fetchRecommendation(this.api, metric, ids, value));
          }),
        );
      }
      const comparison = buildComparison(choice, data, rules, chosen, (metric, value) =>
        answers.get(`${metric.id}:${value}`),
      );
      if (request !== this.request) return;
      runInAction(() => {
        this.comparison = comparison;
        this.readyFor = key;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      // A manuscript that is not the author's (or does not exist) answers 404 with the server's Danish message.
      const notFound = error instanceof ApiRequestError && error.status === 404;
      runInAction(() => {
        this.revisions = notFound ? [] : this.revisions;
        this.comparison = null;
      });
      this.settle(request, notFound ? 'problem' : 'error', notFound ? error.message : compareErrorText, key);
      if (!notFound) throw error;
    }
  }

  clear(): void {
    this.request += 1;
    this.state = 'idle';
    this.message = '';
    this.revisions = [];
    this.comparison = null;
    this.readyFor = '';
  }

  isReadyFor(manuscriptId: number, fra: string | null, til: string | null): boolean {
    return this.state === 'ready' && this.readyFor === `${manuscriptId}:${fra ?? ''}:${til ?? ''}`;
  }

  private settle(request: number, state: CompareState, message: string, key: string): void {
    if (request !== this.request) return;
    this.state = state;
    this.message = message;
    this.readyFor = key;
    if (state !== 'ready') this.comparison = null;
  }

  private async ensureRules(): Promise<Rules | null> {
    if (!this.rules.loaded) {
      await this.rules.load().catch((error: unknown) => console.error('rules could not be loaded', error));
    }
    return this.rules.rules;
  }
}

function createCompareStore(root: RootStore): CompareStore {
  return new CompareStore(root.api, root.manuscripts, root.rules, root.settings);
}

/** The comparison page's store: one per root, created when the page first opens (RootStore.onDemand). */
export function useCompareStore(): CompareStore {
  return useStores().onDemand(createCompareStore);
}
