/**
 * A new report page made in the editor (docs/EDITOR.md, 'New report pages'): created from the template as a draft
 * nobody but the editors sees, listed for the editors, published like any page and then served to every reader
 * in its menu place with its icon; bad requests refused with a Danish message at their field. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadReportDefinitions } from '../../engine/index.ts';
import { blockContracts } from '../../engine/react/index.ts';
import { validate } from '../../schemas/validate.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

type Published = { definitions: { key: string; version: number; definition: Record<string, unknown> }[] };

describe.each(backends())('a new report page on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend });
  });
  afterAll(async () => t?.close());

  const create = async (page: Record<string, unknown>, who: 'editor' | 'subscriber' = 'editor') =>
    t.server.app.inject({
      method: 'POST',
      url: '/api/editor/reports',
      headers: await t.headers(who),
      payload: { key: 'dialog-tempo', title: 'Dialog og tempo', icon: '7', models: ['Dialogue'], after: null, ...page },
    });
  const published = async () => {
    const response = await t.server.app.inject({ url: '/api/reports/definitions' });
    expect(response.statusCode).toBe(200);
    return response.json() as Published;
  };
  const editorGet = async (url: string) =>
    t.server.app.inject({ url: `/api/editor/${url}`, headers: await t.headers('editor') });

  test('a new page is a draft from the template; published, readers get it in its menu place', async () => {
    const created = await create({ models: ['Dialogue', 'Tempo'], after: 'tense' });
    expect(created.statusCode).toBe(201);
    const { key, version, reportId } = created.json() as { key: string; version: number; reportId: number };
    expect(key).toBe('dialog-tempo');
    expect(version).toBe(1);
    expect(reportId).toBeGreaterThanOrEqual(22);
    expect(validate('api/editor/new-report-page-created', created.json()).ok).toBe(true);

    // A draft: not served to readers, listed for the editors as not published.
    expect((await published()).definitions.map((d) => d.key)).not.toContain('dialog-tempo');
    const documents = (await editorGet('documents')).json() as { name: string; publishedVersion: number }[];
    expect(documents.find((d) => d.name === 'dialog-tempo')).toMatchObject({ publishedVersion: 0 });
    const history = await editorGet('documents/report/dialog-tempo/versions');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ publishedVersion: 0, versions: [{ version: 1, state: 'draft' }] });
    const draft = (await editorGet('documents/report/dialog-tempo/versions/1')).json() as {
      payload: Record<string, unknown>;
    };
    expect(draft.payload).toMatchObject({
      key: 'dialog-tempo',
      title: 'Dialog og tempo',
      icon: '7',
      data: { dialogue: { model: 'Dialogue', section: 'global' }, tempo: { model: 'Tempo', section: 'global' } },
    });

    // Published from "nothing published" (baseVersion 0): readers get it.
    const publish = await t.server.app.inject({
      method: 'POST',
      url: '/api/editor/documents/report/dialog-tempo/versions',
      headers: await t.headers('editor'),
      payload: { payload: draft.payload, baseVersion: 0, publish: true },
    });
    expect(publish.statusCode).toBe(201);
    expect(publish.json()).toMatchObject({ version: 2, state: 'published', publishedVersion: 2 });
    const served = await published();
    const page = served.definitions.find((d) => d.key === 'dialog-tempo');
    expect(page?.definition).toMatchObject({ reportId, icon: '7' });

    // The engine loads it with the others and places it right after Tempus in the menu.
    const { definitions, failures } = loadReportDefinitions(
      served.definitions.map((d) => ({ name: `reports/${d.key}.report.json`, json: d.definition })),
      { blockTypes: blockContracts },
    );
    expect(failures).toEqual([]);
    const keys = definitions.map((d) => d.key);
    expect(keys[keys.indexOf('tense') + 1]).toBe('dialog-tempo');

    // A second publication from "nothing published" is told the page changed meanwhile.
    const stale = await t.server.app.inject({
      method: 'POST',
      url: '/api/editor/documents/report/dialog-tempo/versions',
      headers: await t.headers('editor'),
      payload: { payload: draft.payload, baseVersion: 0, publish: true },
    });
    expect(stale.statusCode).toBe(409);
  });

  test('bad requests are refused in Danish at their field, and nothing is stored', async () => {
    const refusal = async (page: Record<string, unknown>) => {
      const response = await create(page);
      expect(response.statusCode).toBe(400);
      return response.json() as { code: string; message: string; issues: { pointer: string; message: string }[] };
    };
    const exists = await refusal({ key: 'readability' });
    expect(exists.code).toBe('PAGE_INVALID');
    expect(exists.message).toBe(
      "Siden kan ikke oprettes: Der findes allerede en side med nøglen 'readability'. Vælg en anden.",
    );
    expect(exists.issues[0]?.pointer).toBe('/key');
    for (const key of ['Læsbarhed', 'min side', '1side', 'side/../x', '']) {
      expect((await refusal({ key })).issues[0]).toMatchObject({
        pointer: '/key',
        message: expect.stringContaining('Nøglen må kun have små bogstaver'),
      });
    }
    expect((await refusal({ key: 'lang-titel', title: 'x'.repeat(500) })).issues).toEqual([
      { pointer: '/title', message: 'Titlen er 500 tegn; den må højst være 80 tegn.' },
    ]);
    expect((await refusal({ key: 'tom-titel', title: '   ' })).issues[0]?.message).toBe('Siden skal have en titel.');
    expect((await refusal({ key: 'ukendt-model', models: ['Dialogue', 'Astrologi'] })).issues).toEqual([
      { pointer: '/models/1', message: "Ukendt model 'Astrologi'." },
    ]);
    expect((await refusal({ key: 'ingen-model', models: [] })).issues[0]?.pointer).toBe('/models');
    expect((await refusal({ key: 'ukendt-ikon', icon: 'raket' })).issues[0]?.message).toBe("Ukendt ikon 'raket'.");
    expect((await refusal({ key: 'ukendt-efter', after: 'findes-ikke' })).issues[0]?.pointer).toBe('/after');

    const tooLong = await create({ title: 'x'.repeat(5000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await create({ key: 'ikke-forfatter' }, 'subscriber')).statusCode).toBe(403);

    const documents = (await editorGet('documents')).json() as { name: string }[];
    const names = new Set(documents.map((d) => d.name));
    for (const key of ['lang-titel', 'tom-titel', 'ukendt-model', 'ingen-model', 'ukendt-ikon', 'ikke-forfatter']) {
      expect(names.has(key)).toBe(false);
    }
    expect((await editorGet('documents/report/lang-titel/versions')).statusCode).toBe(404);
  });
});
