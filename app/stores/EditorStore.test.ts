import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { DocumentEditor, pretty } from './EditorStore.ts';

const lix = [{ min: 0, max: 24, headline: 'Let', text: 'Børnebøger' }];
const history = (published: number) => ({
  publishedVersion: published,
  versions: [{ version: published, state: 'published', author: null, createdAt: '2026-11-25T07:00:00Z', note: null }],
});

function editorWith(api: FakeApi) {
  // The check here stands for the engine's: a headline may not be empty.
  return new DocumentEditor(api.asClient(), 'content', 'lix', (_kind, _name, payload) =>
    (payload as { headline: string }[]).flatMap((band, i) =>
      band.headline ? [] : [{ pointer: `/${i}/headline`, message: 'må ikke være tom' }],
    ),
  );
}

describe('DocumentEditor', () => {
  it('opens the published version, checks the text, and publishes from the version it opened', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
      'POST editor/documents/content/lix/versions': {
        version: 2,
        state: 'published',
        publishedVersion: 2,
        versions: 2,
      },
    });
    const editor = editorWith(api);
    await editor.open();
    expect(editor.text).toBe(pretty(lix));
    expect(editor.changed).toBe(false);
    editor.setText(pretty([{ ...lix[0], headline: '' }]));
    expect(editor.checkNow()).toEqual([{ pointer: '/0/headline', message: 'må ikke være tom' }]);
    editor.setText(pretty([{ ...lix[0], headline: 'Meget let' }]));
    expect(editor.checkNow()).toEqual([]);
    await editor.publish('Ny overskrift');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      payload: [{ ...lix[0], headline: 'Meget let' }],
      baseVersion: 1,
      publish: true,
      note: 'Ny overskrift',
    });
    expect(editor.status).toEqual({ kind: 'info', text: 'Version 2 er udgivet.' });
    expect(editor.baseVersion).toBe(2);
  });

  it('keeps the text when someone published meanwhile (409), and says so', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
      'POST editor/documents/content/lix/versions': new ApiRequestError(
        409,
        'CHANGED_MEANWHILE',
        'Siden er ændret, siden du åbnede den: en anden har udgivet en nyere version.',
      ),
    });
    const editor = editorWith(api);
    await editor.open();
    const mine = pretty([{ ...lix[0], headline: 'Min overskrift' }]);
    editor.setText(mine);
    await editor.publish();
    expect(editor.conflict).toBe(true);
    expect(editor.text).toBe(mine);
    expect(editor.status?.kind).toBe('error');
    expect(editor.status?.text).toMatch(/^Siden er ændret, siden du åbnede den/);
  });

  it('shows the server’s problems at their pointers when it refuses a text', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
      'POST editor/documents/content/lix/versions': new ApiRequestError(
        400,
        'CONTENT_INVALID',
        'Teksten kan ikke gemmes',
        [{ pointer: '/0/max', message: 'skal være et heltal' }],
      ),
    });
    const editor = editorWith(api);
    await editor.open();
    await editor.saveDraft();
    expect(editor.problems).toEqual([{ pointer: '/0/max', message: 'skal være et heltal' }]);
    expect(editor.conflict).toBe(false);
  });

  it('a text form sets one value in a list of texts, and its problem is checked at once', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
    });
    const editor = editorWith(api);
    await editor.open();
    const revision = editor.revision;
    editor.setAt([0, 'text'], 'Bøger for **børn**');
    expect(editor.value).toEqual([{ ...lix[0], text: 'Bøger for **børn**' }]);
    expect(editor.revision).toBe(revision + 1);
    expect(editor.changed).toBe(true);
    editor.setAt([0, 'headline'], '');
    expect(editor.problems).toEqual([{ pointer: '/0/headline', message: 'må ikke være tom' }]);
  });

  it('a text that does not parse: a Danish problem at its place, the last valid value kept for the form', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
    });
    const editor = editorWith(api);
    await editor.open();
    editor.setText(pretty(lix).replace('"Let",', '"Let"'));
    expect(editor.checkNow()).toEqual([
      { pointer: '', message: "Der mangler et komma eller en '}' i linje 5, kolonne 22" },
    ]);
    expect(editor.parses).toBe(false);
    expect(editor.validValue).toEqual(lix);
    expect(editor.blockedBecause).toMatch(
      /^Kan ikke gemmes eller udgives, før 1 fejl er rettet\. Den første: Der mangler et komma/,
    );
  });

  it('a text larger than the server takes is a problem before it is sent', async () => {
    const api = new FakeApi({
      'editor/documents/content/lix/versions': history(1),
      'editor/documents/content/lix/versions/1': { ...history(1).versions[0], payload: lix },
    });
    const editor = editorWith(api);
    await editor.open();
    editor.setText(pretty([{ ...lix[0], text: 'æ'.repeat(2_500_000) }]));
    expect(editor.checkNow()[0]?.message).toMatch(/^Teksten fylder 5 MB; en side eller tekst må højst fylde 0,95 MB/);
    await editor.saveDraft();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
