/**
 * The content editors' store (docs/EDITOR.md): the published definitions come from the database (seeded from
 * reports/, unchanged on a fresh installation) and every one loads with the engine; a save is checked as the
 * engine checks a definition and refused with its pointers in Danish; publishing takes effect at once; two
 * publications from the same version: the second is told the page changed; a roll-back restores the earlier page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateReports } from '../../engine/react/validate-reports.ts';
import { readReportFiles } from '../../engine/report-files.ts';
import { validate } from '../../schemas/validate.ts';
import { editorialVersions } from '../../server/db/schema.ts';
import { isUniqueViolation } from '../../server/editor/versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Definition = { key: string; title: string; blocks: Record<string, unknown>[] } & Record<string, unknown>;

describe('report definitions and texts in the database', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  const published = async () => {
    const response = await t.server.app.inject({ url: '/api/reports/definitions' });
    expect(response.statusCode).toBe(200);
    expect(validate('api/reports/definitions', response.json()).ok).toBe(true);
    return {
      etag: String(response.headers.etag),
      byKey: new Map(
        (
          response.json() as { definitions: { key: string; version: number; definition: Definition }[] }
        ).definitions.map((d) => [d.key, d]),
      ),
    };
  };

  const save = async (
    name: string,
    payload: unknown,
    baseVersion: number,
    publish = true,
    who: 'editor' | 'admin' | 'subscriber' = 'editor',
    kind = 'report',
  ) =>
    t.server.app.inject({
      method: 'POST',
      url: `/api/editor/documents/${kind}/${name}/versions`,
      headers: await t.headers(who),
      payload: { payload, baseVersion, publish },
    });

  const readability = async () => {
    const { byKey } = await published();
    const entry = byKey.get('readability')!;
    return { version: entry.version, definition: structuredClone(entry.definition) };
  };

  test('a fresh installation serves exactly the definitions in reports/', async () => {
    const { byKey } = await published();
    const files = readReportFiles();
    expect([...byKey.keys()].sort()).toEqual(files.map((f) => f.name.replace('.report.json', '')).sort());
    for (const file of files) expect(byKey.get(String((file.json as Definition).key))?.definition).toEqual(file.json);
  });

  test('every published definition in the database loads with the engine (the every-definition loop)', async () => {
    const { byKey } = await published();
    const files = [...byKey.values()].map((d) => ({ name: `${d.key}.report.json`, json: d.definition }));
    const summary = validateReports(files);
    expect(summary.lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(summary.passed).toBe(files.length);
  });

  test('the answer carries an ETag and is 304 while nothing is published', async () => {
    const { etag } = await published();
    const again = await t.server.app.inject({ url: '/api/reports/definitions', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  test('a draft changes nothing anyone reads; a publication changes the page at once', async () => {
    const { version, definition } = await readability();
    const before = await published();
    definition.title = 'Læsbarhed (kladde)';
    const draft = await save('readability', definition, version, false);
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ state: 'draft', publishedVersion: version });
    expect((await published()).byKey.get('readability')!.definition.title).toBe('Læsbarhed');

    definition.title = 'Læsbarhed og sprog';
    const publication = await save('readability', definition, version);
    expect(publication.statusCode).toBe(201);
    expect(publication.json()).toMatchObject({
      state: 'published',
      version: version + 2,
      publishedVersion: version + 2,
    });
    const after = await published();
    expect(after.byKey.get('readability')!.definition.title).toBe('Læsbarhed og sprog');
    expect(after.etag).not.toBe(before.etag);

    const history = await t.server.app.inject({
      url: '/api/editor/documents/report/readability/versions',
      headers: await t.headers('editor'),
    });
    expect(validate('api/editor/versions', history.json()).ok).toBe(true);
    expect(history.json().versions.slice(0, 3)).toMatchObject([
      { version: version + 2, state: 'published', author: 'Rie Redaktør' },
      { version: version + 1, state: 'draft', author: 'Rie Redaktør' },
      { version, state: 'published', author: null, note: 'Fra reports/readability.report.json' },
    ]);
  });

  describe('a definition that would break a page is refused with its pointer, in Danish', () => {
    const refusal = async (change: (d: Definition) => void) => {
      const { version, definition } = await readability();
      change(definition);
      const response = await save('readability', definition, version);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; message: string; issues: { pointer: string }[] };
      expect(validate('api/error', body).ok).toBe(true);
      expect(body.code).toBe('DEFINITION_INVALID');
      expect(body.message).toMatch(/^Definitionen kan ikke gemmes: /);
      expect((await readability()).version).toBe(version);
      return body;
    };
    type Spec = { mark: unknown; encoding: { color: { scale: { range: string[] } } }; layer?: Spec[] };
    /** The first chart's whole spec, and the spec its marks are in (the first layer of a layered chart). */
    const wholeSpec = (d: Definition) => (d.blocks.find((b) => b.type === 'chart')!.props as { spec: Spec }).spec;
    const chartSpec = (d: Definition) => wholeSpec(d).layer?.[0] ?? wholeSpec(d);
    const chartIndex = (d: Definition) => d.blocks.findIndex((b) => b.type === 'chart');
    const marksAt = (d: Definition) => `/blocks/${chartIndex(d)}/props/spec${wholeSpec(d).layer ? '/layer/0' : ''}`;

    test('an unknown block type', async () => {
      const body = await refusal((d) => d.blocks.push({ type: 'carousel', id: 'karrusel' }));
      expect(body.issues[0]).toMatchObject({ pointer: expect.stringMatching(/^\/blocks\/\d+\/type$/) });
      expect(body.message).toContain("ukendt bloktype 'carousel'");
    });

    test('props of the wrong type', async () => {
      const body = await refusal((d) => {
        (d.blocks[1]!.props as Record<string, unknown>).caption = 42;
      });
      expect(body.issues[0]).toEqual({
        pointer: '/blocks/1/props/caption',
        message: 'skal være en tekst, men er et heltal',
      });
    });

    test('a chart spec with a data URL, or one that shows an external image', async () => {
      const { version, definition } = await readability();
      const at = marksAt(definition);
      chartSpec(definition).encoding.color.scale.range = ['data:image/png;base64,AAAA', '#b45309'];
      let response = await save('readability', definition, version);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].pointer).toBe(`${at}/encoding/color/scale/range/0`);
      const image = await readability();
      chartSpec(image.definition).mark = { type: 'image', url: 'https://example.com/a.png' };
      response = await save('readability', image.definition, image.version);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((i: { pointer: string }) => i.pointer)).toContain(`${at}/mark/type`);
    });

    test('a chart that would reach out of the page through a colour or an expression (issue 32)', async () => {
      const { definition } = await readability();
      const at = chartIndex(definition);
      let body = await refusal((d) => {
        (wholeSpec(d) as Record<string, unknown>).config = { view: { fill: 'url(https://evil.example/v.png)' } };
      });
      expect(body.issues).toContainEqual({
        pointer: `/blocks/${at}/props/spec/config/view/fill`,
        message: 'en graf må ikke hente noget udefra (url(https://evil.example/v.png))',
      });
      body = await refusal((d) => {
        (wholeSpec(d) as Record<string, unknown>).transform = [
          { calculate: "constructor.constructor('return 1')()", as: 'x' },
        ];
      });
      expect(body.issues[0]).toMatchObject({ pointer: `/blocks/${at}/props/spec/transform/0/calculate` });
      expect(body.message).toContain("må ikke bruge 'constructor'");
    });

    test('a chart field the data do not have, a title of 500 characters', async () => {
      let body = await refusal((d) => {
        (chartSpec(d).encoding as unknown as { x: { field: string } }).x.field = 'del';
      });
      expect(body.issues[0]!.pointer).toMatch(/^\/blocks\/\d+\/props\/spec(\/layer\/0)?\/encoding\/x\/field$/);
      expect(body.message).toContain("bruger feltet 'del', som dataene her ikke har");
      body = await refusal((d) => {
        d.title = 'L'.repeat(500);
      });
      expect(body.issues[0]).toEqual({
        pointer: '/title',
        message: 'følger ikke definitionsformatet: må højst have 80 tegn',
      });
    });

    test('a definition of 5 MB is refused as too large, in Danish', async () => {
      const { version, definition } = await readability();
      definition.description = 'æ'.repeat(2_500_000);
      const response = await save('readability', definition, version);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Forespørgslen er for stor.');
      expect((await readability()).version).toBe(version);
    });

    test('a chart mark vega-lite does not know', async () => {
      const body = await refusal((d) => {
        chartSpec(d).mark = { type: 'lines' };
      });
      expect(body.message).toContain('grafen kan ikke tegnes');
    });

    test('a formula that does not parse, and one over the length bound', async () => {
      let body = await refusal((d) => {
        (d.blocks[1]!.bind as Record<string, string>).items = '[legibility.lix +';
      });
      expect(body.issues[0]!.pointer).toBe('/blocks/1/bind/items');
      expect(body.message).toContain('kan ikke læses');
      body = await refusal((d) => {
        (d.blocks[1]!.bind as Record<string, string>).items = `[${'legibility.lix + '.repeat(1_000)}1]`;
      });
      expect(body.issues[0]!.pointer).toBe('/blocks/1/bind/items');
      expect(body.message).toMatch(/højst 120 tegn er tilladt/);
    });

    test('a formula that could loop, recurse or build a huge value is refused before anything runs', async () => {
      let body = await refusal((d) => {
        (d.blocks[1]!.bind as Record<string, string>).items = '($f := function($x) { $f($x + 1) }; $f(0))';
      });
      expect(body.issues[0]).toMatchObject({ pointer: '/blocks/1/bind/items' });
      expect((body.issues as { message?: string }[]).map((i) => i.message)).toEqual(
        expect.arrayContaining([
          "et udtryk må ikke definere funktioner ('function'); brug en navngiven transformation",
          "et udtryk må ikke tildele variabler (':='); brug en pipeline af navngivne transformationer",
        ]),
      );
      body = await refusal((d) => {
        (d.blocks[1]!.bind as Record<string, string>).items = '[1..500000]';
      });
      expect(body.issues[0]).toMatchObject({ pointer: '/blocks/1/bind/items' });
      expect(body.message).toContain("en talrække ('..') skal have faste grænser");
    });

    test('a pipeline naming an unknown transform, a parameter of the wrong type or an unknown report', async () => {
      const pipeline = (transform: unknown[]) => (d: Definition) => {
        (d.blocks[1]!.bind as Record<string, unknown>).items = { from: 'legibility', transform };
      };
      let body = await refusal(pipeline([{ type: 'sorter', field: 'lix' }]));
      expect(body.issues).toEqual([
        {
          pointer: '/blocks/1/bind/items/transform/0/type',
          message:
            "følger ikke definitionsformatet: ukendt transformation 'sorter' (de kendte står i docs/REPORTS.md under Transformationer)",
        },
      ]);
      body = await refusal(pipeline([{ type: 'top', n: 'fem' }]));
      expect(body.issues[0]).toEqual({
        pointer: '/blocks/1/bind/items/transform/0/n',
        message: 'følger ikke definitionsformatet: skal være et heltal, men er en tekst',
      });
      body = await refusal(pipeline([{ type: 'reportLink', report: 'ukendt-side' }]));
      expect(body.issues[0]).toEqual({
        pointer: '/blocks/1/bind/items/transform/0/report',
        message: "der er ingen rapport med key 'ukendt-side'",
      });
    });

    test('a key or reportId of another page', async () => {
      let body = await refusal((d) => {
        d.reportId = 3;
      });
      expect(body.issues[0]!.pointer).toBe('/reportId');
      body = await refusal((d) => {
        d.key = 'genre';
      });
      expect(body.issues.map((i) => i.pointer)).toContain('/key');
    });

    test('something that is not a definition at all', async () => {
      const { version } = await readability();
      const response = await save('readability', [1, 2, 3], version);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('følger ikke definitionsformatet');
    });
  });

  test('two editors publishing from the same version: the second is told the page changed, nothing stored', async () => {
    const { version, definition } = await readability();
    const first = structuredClone(definition);
    first.title = 'Første redaktørs titel';
    const second = structuredClone(definition);
    second.title = 'Anden redaktørs titel';
    const answers = await Promise.all([
      save('readability', first, version, true, 'editor'),
      save('readability', second, version, true, 'admin'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().message).toMatch(/^Siden er ændret, siden du åbnede den/);
    const winner = answers.find((a) => a.statusCode === 201)!.json() as { version: number };
    const now = await readability();
    expect(now.version).toBe(winner.version);
    expect([first.title, second.title]).toContain(now.definition.title);
    // Publishing again from the old version is refused too; from the new one it goes through.
    expect((await save('readability', second, version)).statusCode).toBe(409);
  });

  test('a version numbered like a stored one (another process saving at once) is recognised as the conflict', async () => {
    const error = await t.server.database.db
      .insert(editorialVersions)
      .values({ kind: 'report', name: 'readability', version: 1, payload: {}, state: 'draft', authorId: null })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  test('a roll-back publishes the earlier page again, as a new version', async () => {
    const { version: before, definition } = await readability();
    definition.title = 'Midlertidig titel';
    expect((await save('readability', definition, before)).statusCode).toBe(201);
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/api/editor/documents/report/readability/rollback',
      headers: await t.headers('editor'),
      payload: { toVersion: 1, baseVersion: before + 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ version: before + 2, state: 'published' });
    const restored = await readability();
    expect(restored.definition).toEqual(readReportFiles().find((f) => f.name === 'readability.report.json')!.json);
    const history = await t.server.app.inject({
      url: '/api/editor/documents/report/readability/versions',
      headers: await t.headers('editor'),
    });
    expect(history.json().versions[0]).toMatchObject({ note: 'Rullet tilbage til version 1', author: 'Rie Redaktør' });
  });

  test('a content text: published at once where the app reads it; refused with its pointer when it does not hold', async () => {
    const headers = await t.headers('editor');
    const history = (
      await t.server.app.inject({ url: '/api/editor/documents/content/lix/versions', headers })
    ).json() as { publishedVersion: number };
    const lix = (await t.server.app.inject({ url: '/api/lix/' })).json() as { headline: string; text: unknown }[];
    lix[0]!.headline = 'Meget svær at læse';
    const saved = await save('lix', lix, history.publishedVersion, true, 'editor', 'content');
    expect(saved.statusCode).toBe(201);
    expect(((await t.server.app.inject({ url: '/api/lix/' })).json() as { headline: string }[])[0]!.headline).toBe(
      'Meget svær at læse',
    );
    lix[1]!.headline = '';
    const bad = await save('lix', lix, history.publishedVersion + 1, true, 'editor', 'content');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'CONTENT_INVALID', issues: [{ pointer: '/1/headline' }] });
    expect(bad.json().message).toMatch(/^Teksten kan ikke gemmes: \/1\/headline: /);
    lix[1]!.headline = 'Let';
    lix[1]!.text = 'Klik [her](javascript:alert(1)) <script>alert(1)</script>';
    const script = await save('lix', lix, history.publishedVersion + 1, true, 'editor', 'content');
    expect(script.statusCode).toBe(400);
    expect(script.json().issues).toEqual([
      {
        pointer: '/1/text',
        message: "HTML er ikke tilladt i en tekst (det vises som tegn, ikke som opmærkning): '<script>'",
      },
    ]);
  });

  test('an author may not save, and names that are not editable are not found', async () => {
    const { version, definition } = await readability();
    expect((await save('readability', definition, version, true, 'subscriber')).statusCode).toBe(403);
    expect((await save('prices', [], 1, true, 'editor', 'content')).statusCode).toBe(404);
    expect((await save('nonexistent', definition, 1, true, 'editor')).statusCode).toBe(404);
  });
});
