// @vitest-environment happy-dom
/**
 * 'Sammenlign' in the app: two revisions side by side from the route, the version actions above a manuscript's
 * pages, and a Danish answer for every case with nothing to compare.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import rulesSeed from '../../server/content/seed/rules.json' with { type: 'json' };
import manuscriptData from '../../tests/fixtures/contracts/revision-data/manuscript.json' with { type: 'json' };
import { ApiRequestError } from '../api/api-error.ts';
import type { FakeApi } from '../test-support/fake-api.ts';
import { baseApi, renderApp, statusOf } from '../test-support/render-app.tsx';
import { doneRevision } from '../test-support/revision.ts';

afterEach(cleanup);

const before = manuscriptData as RevisionDataItem[];

/** The second version: 'kold som is' used once instead of three times, Frederik new, LIX 45. */
function after(): RevisionDataItem[] {
  const data = structuredClone(before);
  const cliches = data.find((i) => i.model === 'Cliches')!.content as { groups: { cliche: string; count: number }[] };
  cliches.groups[0]!.count = 1;
  const characters = data.find((i) => i.model === 'Scenes' && i.section === 'characters')!;
  characters.content = [...(characters.content as unknown[]), { name: 'Frederik', score: 0.1, occurrences: 30 }];
  (data.find((i) => i.model === 'Legibility' && i.section === 'global')!.content as { lix: number }).lix = 45;
  return data;
}

function manuscriptApi(revisions: Record<string, unknown>[], revisionCount = revisions.length): FakeApi {
  const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
  api.answer('recommendations/rules/', rulesSeed.payload);
  api.answer('manuscripts/2/', {
    id: 2,
    title: 'Efterår',
    audience: 'Voksne',
    audienceId: 3,
    genre: 'Krimi',
    genreId: 1,
    created: '2026-11-20T10:00:00Z',
    latestRevisionId: 6,
    revisionCount,
    status: 'done',
    progress: 1,
    failureReason: null,
  });
  api.answer('manuscripts/2/revisions/', revisions);
  api.answer('manuscripts/2/revisions/4/', before);
  for (const id of [4, 6]) api.answer(`STREAM manuscripts/2/revisions/${id}/progress`, []);
  api.answer('manuscripts/2/revisions/6/', after());
  // LIX below 40 is green, from 40 amber; every other metric has no band (an answer without one).
  api.answerPrefix('recommendations/1/', (call: { path: string }) => {
    const value = Number(call.path.split('/').at(-1));
    return value < 40
      ? { message: 'Fint.', RAG: 'G', RAGText: 'Godt', RAGLevel: 3, rangeLow: 20, rangeHigh: 40, name: 'LIX' }
      : {
          message: 'Tungt.',
          RAG: 'A',
          RAGText: 'Kan forbedres',
          RAGLevel: 2,
          rangeLow: 40,
          rangeHigh: 50,
          name: 'LIX',
        };
  });
  api.answerPrefix('recommendations/', {});
  return api;
}

const two = () => [doneRevision({ id: 6, created: '2026-11-22T10:00:00Z' }), doneRevision({ id: 4 })];

describe('the comparison page', () => {
  it('shows the metrics with bands and verdict, the mood curves and the lists’ changes of the newest two versions', async () => {
    await renderApp('/manuscripts/2/compare', { signedIn: true, api: manuscriptApi(two()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sammenlign versioner' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Målene side om side' }, { timeout: 15_000 });
    const lix = within(table).getByRole('row', { name: /^LIX/u });
    expect(lix.getAttribute('data-verdict')).toBe('worse');
    expect(within(lix).getByText('dårligere').className).toContain('compare-bad');
    expect(within(lix).getByText('Godt')).toBeTruthy();
    expect(within(lix).getByText('Kan forbedres')).toBeTruthy();
    expect(within(lix).getByText('steget med 9,01')).toBeTruthy();
    // A metric without a band is compared all the same, without a verdict.
    expect(
      within(table)
        .getByRole('row', { name: /^Antal ord/u })
        .getAttribute('data-verdict'),
    ).toBe('unknown');
    expect(document.querySelector('.compare-subject')?.textContent).toMatch(
      /^»Efterår«: Version 1 \(.+\) \(den forrige version\) sammenlignet med Version 2 \(.+\) \(den nyere version\)\.$/u,
    );
    // the setting the total and the bands are measured against, as on the report pages (default 'Angivet')
    expect(document.querySelector('.compare-setting')?.textContent).toMatch(/du har angivet \(Angivet\)$/u);
    expect(screen.getByText('Stemningskurven i begge versioner')).toBeTruthy();
    const characters = screen.getByRole('region', { name: 'Karakterer' });
    expect(within(within(characters).getByRole('list', { name: 'Nye (1)' })).getByText(/Frederik/u)).toBeTruthy();
    const cliches = screen.getByRole('region', { name: 'Klichéer' });
    expect(within(cliches).getByText('kold som is: 3 → 1')).toBeTruthy();
    // Two versions only: nothing to choose, and the page links back.
    expect(screen.queryByRole('form', { name: 'Vælg versioner' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Tilbage til overblikket' })[0]?.getAttribute('href')).toBe(
      '/manuscripts/2/dashboard',
    );
  });

  it('lets the author choose two of three versions, and goes to their comparison', async () => {
    const revisions = [doneRevision({ id: 8, created: '2026-11-23T10:00:00Z' }), ...two()];
    const api = manuscriptApi(revisions);
    api.answer('manuscripts/2/revisions/8/', before);
    const { router } = await renderApp('/manuscripts/2/compare', { signedIn: true, api });
    const form = await screen.findByRole('form', { name: 'Vælg versioner' }, { timeout: 15_000 });
    expect((within(form).getByLabelText('Fra version') as HTMLSelectElement).value).toBe('6');
    expect((within(form).getByLabelText('Til version') as HTMLSelectElement).value).toBe('8');
    fireEvent.change(within(form).getByLabelText('Fra version'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Til version'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sammenlign' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fra=4&til=6'));
    const table = await screen.findByRole('table', { name: 'Målene side om side' });
    expect(within(table).getByRole('row', { name: /^LIX/u }).getAttribute('data-verdict')).toBe('worse');
  });
});

describe('nothing to compare: a Danish answer and a way back', () => {
  const answer = async (path: string, api: FakeApi) => {
    await renderApp(path, { signedIn: true, api });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Tilbage til overblikket' })).toBeTruthy();
    return alert.textContent;
  };

  it('a manuscript with one version', async () => {
    expect(await answer('/manuscripts/2/compare', manuscriptApi([doneRevision({ id: 4 })]))).toBe(
      'Manuskriptet har kun én version. Upload en ny version af manuskriptet for at sammenligne den med den forrige.',
    );
  });

  it('a version still being analysed', async () => {
    const revisions = [doneRevision({ id: 6, status: 'analysing', progress: 0.4 }), doneRevision({ id: 4 })];
    expect(await answer('/manuscripts/2/compare', manuscriptApi(revisions))).toBe(
      'Version 2 bliver stadig analyseret. Sammenligningen kan ses, når analysen af den er færdig.',
    );
  });

  it('a failed version named in the address', async () => {
    const revisions = [
      doneRevision({ id: 6, status: 'failed', failureReason: 'Filen var tom.' }),
      doneRevision({ id: 4 }),
    ];
    expect(await answer('/manuscripts/2/compare?fra=4&til=6', manuscriptApi(revisions))).toBe(
      'Analysen af version 2 fejlede, så den kan ikke sammenlignes.',
    );
  });

  it('a version of another manuscript, or an id that is no version at all', async () => {
    const api = manuscriptApi(two());
    expect(await answer('/manuscripts/2/compare?fra=4&til=99', api)).toBe(
      'Den valgte version findes ikke i dette manuskript.',
    );
    cleanup();
    expect(await answer('/manuscripts/2/compare?fra=x&til=6', manuscriptApi(two()))).toBe(
      'Den valgte version findes ikke i dette manuskript.',
    );
    expect(api.calls.some((c) => c.path === 'manuscripts/2/revisions/99/')).toBe(false);
  });

  it('another author’s manuscript, or none', async () => {
    const api = manuscriptApi(two());
    api.answer('manuscripts/2/revisions/', new ApiRequestError(404, 'NOT_FOUND', 'Manuskriptet findes ikke.'));
    expect(await answer('/manuscripts/2/compare', api)).toBe('Manuskriptet findes ikke.');
  });
});

describe('the version actions above a manuscript’s pages', () => {
  it('offer the comparison from two versions on, and a new version that keeps title, genre and audience', async () => {
    const { root } = await renderApp('/manuscripts/2/analysis/wip', { signedIn: true, api: manuscriptApi(two()) });
    const link = await screen.findByRole('link', { name: 'Sammenlign med forrige version' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/manuscripts/2/compare');
    fireEvent.click(screen.getByRole('button', { name: 'Upload ny version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload ny version' });
    expect((within(dialog).getByLabelText('Titel') as HTMLInputElement).value).toBe('Efterår');
    expect((within(dialog).getByLabelText('Titel') as HTMLInputElement).disabled).toBe(true);
    expect(root.upload.manuscriptId).toBe(2);
  });

  it('offer no comparison for a manuscript with one version', async () => {
    await renderApp('/manuscripts/2/analysis/wip', {
      signedIn: true,
      api: manuscriptApi([doneRevision({ id: 4 })], 1),
    });
    await screen.findByRole('button', { name: 'Upload ny version' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Sammenlign med forrige version' })).toBeNull();
  });
});
