import { describe, expect, it, vi } from 'vitest';
import { loadReportDefinition } from '../../engine/index.ts';
import { SCREEN_LIST_TOP } from '../reports/revision-data.ts';
import { FakeApi, type FakeCall } from '../test-support/fake-api.ts';
import { doneRevision } from '../test-support/revision.ts';
import { testRules } from '../test-support/rules.ts';
import { ContentStore } from './ContentStore.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';
import { ReportPageStore } from './ReportPageStore.ts';
import { RulesStore } from './RulesStore.ts';
import { SettingsStore } from './SettingsStore.ts';

const rules = testRules([
  { id: 1, name: 'LIX', uniqueName: 'lix', reportIndex: 8, variableName: 'lix', modelName: 'Legibility' },
  { id: 9, name: 'Tempo', uniqueName: 'tempo', reportIndex: 6, variableName: 'tempo', modelName: 'Tempo' },
  {
    id: 8,
    name: 'Genre',
    uniqueName: 'genre_score',
    reportIndex: 3,
    variableName: 'score',
    modelName: 'GenreClassification',
  },
]);

/** A page with a heading only, reading one model's global section. */
const pageOf = (key: string, reportId: number, title: string, source: string, model: string) =>
  loadReportDefinition(
    {
      key,
      reportId,
      title,
      data: { [source]: { model, section: 'global' } },
      blocks: [{ type: 'header', id: 'header', props: { title } }],
    },
    `${key}.report.json`,
  );

const definition = pageOf('readability', 8, 'Læsbarhed', 'legibility', 'Legibility');

/** A page of the same subject without the readability metric (the page on screen before the one pressed). */
const dashboard = pageOf('tempo', 6, 'Tempo', 'tempo', 'Tempo');

const data = [
  { model: 'Legibility', section: 'global', content: { lix: 31.5 } },
  {
    model: 'GenreClassification',
    section: 'global',
    content: [
      { class: 'Spaending', score: 0.6 },
      { class: 'Krimi', score: 0.4 },
    ],
  },
  {
    model: 'AudienceClassification',
    section: 'global',
    content: [
      { class: 'Boern', score: 0.7 },
      { class: 'Voksne', score: 0.3 },
    ],
  },
];

const revision = doneRevision();

function setup(settings: { name: string; value: string }[] = []) {
  const api = new FakeApi({
    'recommendations/rules/': rules,
    'manuscripts/2/revisions/': [revision],
    'manuscripts/2/revisions/4/': data,
    'similar-books/978/metadata': {
      isbn: '978',
      author: 'A',
      title: 'B',
      genre: 'Krimi',
      audience: 'Voksne',
      created: revision.created,
    },
    'similar-books/978/': data,
    'trial-report/metadata': { title: 'Prøve', genre: 'Krimi', audience: 'Voksne', created: revision.created },
    'trial-report/': data,
    'POST author/settings/': (call: { body?: unknown }) => call.body,
  });
  for (const path of ['whatIs/', 'lix/', 'globalScores/', 'archetypes/', 'archetypeIndexes/', 'dashboard/'])
    api.answer(path, []);
  for (const path of ['tips/', 'infos/', 'articles/', 'characteristics/']) api.answer(path, []);
  api.answer('GET author/settings/', settings);
  const recommendation = (call: { path: string }) => ({
    message: `råd for ${call.path}`,
    RAG: 'G',
    RAGText: 'Godt',
    RAGLevel: 3,
    rangeLow: 0,
    rangeHigh: 100,
    name: 'LIX',
  });
  // One call per page: LIX (metric 1) at 31.5 has a band in Krimi/Spænding and Børn/Voksne, other values none.
  api.answer('recommendations/', (call: FakeCall) =>
    String(call.query?.values)
      .split(',')
      .map((pair) => pair.split(':').map(Number) as [number, number])
      .map(([metricId, value]) =>
        metricId === 1 && value === 31.5 && [1, 2].includes(Number(call.query?.genreId))
          ? {
              metricId,
              value,
              recommendation: recommendation({ path: `${call.query?.genreId}/${call.query?.audienceId}` }),
            }
          : { metricId, value },
      ),
  );
  const client = api.asClient();
  const settingsStore = new SettingsStore(client);
  settingsStore.settings = settings;
  const store = new ReportPageStore(
    client,
    new ContentStore(client),
    new ManuscriptsStore(client),
    new RulesStore(client),
    settingsStore,
  );
  return { api, store, settingsStore };
}

/** Every metric value the batched calls asked for, as the single route's path named it. */
const askedFor = (api: FakeApi) =>
  api.callsTo('recommendations/').flatMap((c) =>
    String(c.query?.values)
      .split(',')
      .map((pair) => {
        const [metricId, value] = pair.split(':');
        return `recommendations/${metricId}/${c.query?.genreId}/${c.query?.audienceId}/${value}`;
      }),
  );
const recommendationCalls = (api: FakeApi) => askedFor(api).filter((path) => path.startsWith('recommendations/1/'));

describe('ReportPageStore', () => {
  it('loads the latest revision, its models plus the classifications, and recommendations for the given genre and audience', async () => {
    const { api, store } = setup();
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    expect(store.state).toBe('ready');
    const dataCall = api.callsTo('manuscripts/2/revisions/4/')[0];
    expect(String(dataCall?.query?.models).split(',').sort()).toEqual([
      'AudienceClassification',
      'GenreClassification',
      'Legibility',
    ]);
    // Angivet (default): Krimi (1) and Voksne (3) as given at upload
    expect(recommendationCalls(api)).toEqual(['recommendations/1/1/3/31.5']);
    // only the page's own metrics (LIX of Legibility), not those of the classifications loaded for genre and audience
    expect(askedFor(api).filter((path) => path.startsWith('recommendations/8/'))).toEqual([]);
    // every value of the page in one call
    expect(api.callsTo('recommendations/')).toHaveLength(1);
    const content = store.contentFor(8);
    expect(content.metadata).toMatchObject({ title: 'Efterår', genre: 'Krimi' });
    expect(content.recommendations).toHaveLength(1);
    expect(store.contentFor(8)).toBe(content);
  });

  it('the dashboard on screen reads the charts the server drew at their screen size; another page reads none', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    const front = pageOf('dashboard', 0, 'Overblik', 'legibility', 'Legibility');
    api.answer('manuscripts/2/revisions/4/screen-charts', { charts: [{ key: 'a'.repeat(28), svg: '<svg/>' }] });
    await store.open(subject, [front]);
    expect(api.callsTo('manuscripts/2/revisions/4/screen-charts').map((call) => call.query)).toEqual([{ reportId: 0 }]);
    expect(store.serverCharts?.get('a'.repeat(28))).toBe('<svg/>');
    await store.open(subject, [definition]);
    expect(api.callsTo('manuscripts/2/revisions/4/screen-charts')).toHaveLength(1);
    expect(store.serverCharts).toBeUndefined();
    // None drawn yet, or the answer failed: the page is ready all the same and draws its charts itself.
    api.answer('manuscripts/2/revisions/4/screen-charts', { charts: [] });
    await store.open(subject, [front]);
    expect(store.serverCharts).toBeUndefined();
    api.answer('manuscripts/2/revisions/4/screen-charts', () => {
      throw new Error('503');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.open(subject, [front]);
    warn.mockRestore();
    expect(store.state).toBe('ready');
    expect(store.serverCharts).toBeUndefined();
  });

  it('a page on screen reads the top of each word list; print reads the whole lists, kept apart', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    await store.open(subject, [definition]);
    await store.open(subject, [definition], { wholeLists: true });
    await store.open(subject, [definition]);
    const tops = api.callsTo('manuscripts/2/revisions/4/').map((call) => call.query?.top);
    expect(tops).toEqual([SCREEN_LIST_TOP, undefined]);
  });

  it('a page opened again reads its data and recommendations from the store, not from the server', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    await store.open(subject, [definition]);
    const firstData = store.data;
    await store.open({ kind: 'trial' }, [definition]);
    await store.open(subject, [definition]);
    expect(store.state).toBe('ready');
    expect(store.data).toBe(firstData);
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(1);
    expect(recommendationCalls(api)).toEqual(['recommendations/1/1/3/31.5']);
    // The revision's state is still asked for: a new version shows at once.
    expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(2);
  });

  it('a new version of the manuscript is read afresh', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    await store.open(subject, [definition]);
    api.answer('manuscripts/2/revisions/', [revision, { ...revision, id: 5 }]);
    api.answer('manuscripts/2/revisions/5/', data);
    await store.open(subject, [definition]);
    expect(api.callsTo('manuscripts/2/revisions/5/')).toHaveLength(1);
    expect(store.revision?.id).toBe(5);
  });

  it('keeps no failed read: opening the page again asks the server again', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    api.answer('manuscripts/2/revisions/4/', new Error('netværk'));
    await expect(store.open(subject, [definition])).rejects.toThrow('netværk');
    api.answer('manuscripts/2/revisions/4/', data);
    await store.open(subject, [definition]);
    expect(store.state).toBe('ready');
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(2);
  });

  it("switching to 'Analyseret' saves the setting and reloads recommendations for the analysed top classes", async () => {
    const { api, store, settingsStore } = setup();
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    const before = store.contentFor(8);
    await store.saveSetting('analysedOrGiven', 'Analyseret');
    expect(api.callsTo('author/settings/').at(-1)?.body).toEqual([{ name: 'analysedOrGiven', value: 'Analyseret' }]);
    expect(settingsStore.source).toBe('analysed');
    // Spaending → Spænding (2), Boern → Børn (1)
    expect(recommendationCalls(api).at(-1)).toBe('recommendations/1/2/1/31.5');
    expect(store.contentFor(8)).not.toBe(before);
  });

  it('marking a global-score element done saves the setting and reads the data again (the total changes)', async () => {
    const { api, store } = setup();
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    const before = store.data;
    await store.saveSetting('gs_4.cliches', 'true');
    expect(api.callsTo('author/settings/').at(-1)?.body).toEqual([{ name: 'gs_4.cliches', value: 'true' }]);
    const dataCalls = api.callsTo('manuscripts/2/revisions/4/');
    expect(dataCalls).toHaveLength(2);
    expect(dataCalls[1]?.query).toEqual(dataCalls[0]?.query);
    expect(store.data).not.toBe(before);
    expect(store.state).toBe('ready');
    // another setting reads nothing again
    await store.saveSetting('dismissedAnalysedWarning', 'true');
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(2);
    // the page opened again shows the data read after the mark, without reading it a third time
    const marked = store.data;
    await store.open({ kind: 'trial' }, [definition]);
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    expect(store.data).toBe(marked);
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(2);
  });

  it('always uses the analysed classes for a similar book and does not store a setting for it', async () => {
    const { api, store } = setup([{ name: 'analysedOrGiven', value: 'Angivet' }]);
    await store.open({ kind: 'similarBook', isbn: '978' }, [definition]);
    // the similar book's data is asked for by models and sections, as the manuscript's is
    expect(api.callsTo('similar-books/978/')[0]?.query).toMatchObject({ sections: 'global' });
    expect(store.source).toBe('analysed');
    expect(recommendationCalls(api)).toEqual(['recommendations/1/2/1/31.5']);
    await store.setSource('given');
    expect(api.callsTo('author/settings/')).toHaveLength(0);
  });

  it('keeps the trial report settings in the page and loads the open rules itself', async () => {
    const { api, store } = setup();
    await store.open({ kind: 'trial' }, [definition]);
    expect(api.callsTo('trial-report/')[0]?.query).toMatchObject({ sections: 'global' });
    expect(api.callsTo('recommendations/rules/')).toHaveLength(1);
    await store.saveSetting('analysedOrGiven', 'Analyseret');
    expect(api.callsTo('author/settings/')).toHaveLength(0);
    expect(store.contentFor(8).settings).toEqual([{ name: 'analysedOrGiven', value: 'Analyseret' }]);
    expect(recommendationCalls(api).at(-1)).toBe('recommendations/1/2/1/31.5');
  });

  it('stops at the in-progress and failed states without asking for data', async () => {
    const { api, store } = setup();
    api.answer('manuscripts/2/revisions/', [{ ...revision, status: 'analysing', progress: 0.4 }]);
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    expect(store.state).toBe('inProgress');
    api.answer('manuscripts/2/revisions/', [
      { ...revision, status: 'failed', failureReason: 'Filen kunne ikke læses.' },
    ]);
    await store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    expect(store.state).toBe('failed');
    expect(store.isReadyFor({ kind: 'manuscript', manuscriptId: 2 }, [definition])).toBe(false);
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(0);
  });

  it('an older request never overwrites a newer one: the page opened last wins', async () => {
    const { api, store } = setup();
    const answer = api.get.bind(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let manuscriptAsked = false;
    api.get = (async (path: string, schemaId: string, query?: Record<string, string | number | undefined>) => {
      if (path === 'manuscripts/2/revisions/4/') {
        manuscriptAsked = true;
        await held;
      }
      return answer(path, schemaId, query);
    }) as typeof api.get;
    const older = store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition]);
    await vi.waitFor(() => expect(manuscriptAsked).toBe(true));
    await store.open({ kind: 'trial' }, [definition]);
    expect(store.metadata).toMatchObject({ title: 'Prøve' });
    release();
    await older;
    expect(store.state).toBe('ready');
    expect(store.metadata).toMatchObject({ title: 'Prøve' });
    expect(store.isReadyFor({ kind: 'trial' }, [definition])).toBe(true);
    expect(store.isReadyFor({ kind: 'manuscript', manuscriptId: 2 }, [definition])).toBe(false);
  });

  it("a page's reads begun when its link is pressed go out before it opens, and the page takes them", async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    store.prefetch(subject, [definition]);
    // before any page opens: the revisions, then the page's screen data and its texts
    await vi.waitFor(() => expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(1));
    expect(api.callsTo('manuscripts/2/revisions/4/')[0]?.query?.top).toBe(SCREEN_LIST_TOP);
    await vi.waitFor(() => expect(api.callsTo('tips/')).toHaveLength(1));
    expect(store.state).toBe('idle');
    // pressed and clicked: the second call shares the first's reads
    store.prefetch(subject, [definition]);
    await store.open(subject, [definition]);
    expect(store.state).toBe('ready');
    expect(store.isReadyFor(subject, [definition])).toBe(true);
    expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(1);
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(1);
    expect(api.callsTo('tips/')).toHaveLength(1);
    expect(recommendationCalls(api)).toEqual(['recommendations/1/1/3/31.5']);
    // the next page asks for the revisions again (a new version shows at once)
    await store.open(subject, [definition]);
    expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(2);
  });

  it('with a page of the subject on screen, the recommendations of the page pressed are asked for ahead too', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    await store.open(subject, [dashboard]);
    expect(recommendationCalls(api)).toEqual([]);
    store.prefetch(subject, [definition]);
    await vi.waitFor(() => expect(recommendationCalls(api)).toEqual(['recommendations/1/1/3/31.5']));
    expect(store.isReadyFor(subject, [dashboard])).toBe(true);
    await store.open(subject, [definition]);
    expect(store.contentFor(8).recommendations).toHaveLength(1);
    expect(api.callsTo('recommendations/')).toHaveLength(1);
  });

  it('reads no data ahead for a revision not finished, and leaves a failed read ahead to the page', async () => {
    const { api, store } = setup();
    const subject = { kind: 'manuscript', manuscriptId: 2 } as const;
    api.answer('manuscripts/2/revisions/', [{ ...revision, status: 'analysing', progress: 0.4 }]);
    store.prefetch(subject, [definition]);
    await vi.waitFor(() => expect(api.callsTo('manuscripts/2/revisions/')).toHaveLength(1));
    await store.open(subject, [definition]);
    expect(store.state).toBe('inProgress');
    expect(api.callsTo('manuscripts/2/revisions/4/')).toHaveLength(0);

    api.answer('manuscripts/2/revisions/', new Error('netværk'));
    store.prefetch(subject, [definition]);
    await expect(store.open(subject, [definition])).rejects.toThrow('netværk');
    expect(store.state).toBe('error');
    api.answer('manuscripts/2/revisions/', [revision]);
    await store.open(subject, [definition]);
    expect(store.state).toBe('ready');
  });

  it('marks a failed load as error and passes the error on', async () => {
    const { api, store } = setup();
    api.answer('manuscripts/2/revisions/', new Error('netværk'));
    await expect(store.open({ kind: 'manuscript', manuscriptId: 2 }, [definition])).rejects.toThrow('netværk');
    expect(store.state).toBe('error');
  });
});
