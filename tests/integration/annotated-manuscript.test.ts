/**
 * 'Hent kommenteret manuskript' (docs/WORD.md): the analysed fixture as a .docx with Word comments, the owner's
 * and admins' alone, no upload spent, a Danish answer to a bad category and to a result over the configured bound;
 * an uploaded .docx comes back with its own parts. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importDocx } from '../../analysis/import/docx.ts';
import { authorDocx } from '../../analysis/test-support/word-docx.ts';
import { validate } from '../../schemas/validate.ts';
import { allowanceOf, uploadAs } from '../support/allowance.ts';
import { waitForRevision } from '../support/fixtures.ts';
import { type Fixture, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe.each(backends())('GET …/revisions/{rev}/annotated.docx on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  const url = (query: string, f: { manuscriptId: number; revisionId: number } = fixture) =>
    `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/annotated.docx?${query}`;
  const get = async (path: string, who: PrincipalName = 'subscriber') =>
    t.server.app.inject({ url: path, headers: await t.headers(who) });

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('gives the owner the text as a .docx with comments by Lektør, and spends no upload', async () => {
    const before = await allowanceOf(t, t.users.subscriber.id);
    const response = await get(url('categories=klicheer,staerke-ord,replikverber,tillaegsord'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(docxType);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''fyrtaarnet%20(kommenteret).docx");
    expect(validate('api/manuscripts/annotated', response.body).ok).toBe(true);
    const parts = unzipSync(response.rawPayload);
    const comments = text(parts['word/comments.xml']);
    expect(comments).toContain('w:author="Lektør"');
    expect(comments).toContain('Kliché: »hun nikkede langsomt«.');
    expect(comments).toContain('Stærkt ord:');
    expect(text(parts['word/document.xml'])).toContain('<w:pStyle w:val="Heading1"/>');
    const blocks = await importDocx(response.rawPayload);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual([
      'Kapitel 1',
      'Kapitel 2',
    ]);
    expect(await allowanceOf(t, t.users.subscriber.id)).toEqual(before);
  });

  test('only the categories chosen, and an admin may download it too', async () => {
    const response = await get(url('categories=klicheer'), 'admin');
    expect(response.statusCode).toBe(200);
    const comments = text(unzipSync(response.rawPayload)['word/comments.xml']);
    expect(comments).toContain('Kliché:');
    expect(comments).not.toContain('Stærkt ord:');
  });

  test("another author's manuscript is not found, whatever the categories", async () => {
    for (const query of ['categories=klicheer', 'categories=intet']) {
      const response = await get(url(query), 'other');
      expect(response.statusCode, query).toBe(404);
      expect(response.json().message).toBe('Manuskriptet findes ikke.');
    }
    expect((await get(url('categories=klicheer'), 'anonymous')).statusCode).toBe(401);
  });

  test('an unknown or missing category is refused in Danish', async () => {
    const unknown = await get(url('categories=klicheer,adjektiver'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'UNKNOWN_CATEGORY',
      message:
        '»adjektiver« er ikke en slags fund, Lektør kan kommentere. Vælg blandt: klicheer (klichéer), staerke-ord (stærke ord), tillaegsord (tillægsord), replikverber (replikverber).',
    });
    const none = await get(url('categories=,'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Vælg mindst én slags fund, der skal med som kommentarer.');
    expect((await get(url(''))).statusCode).toBe(400);
  });

  test("an uploaded .docx keeps its own parts: the author's comment, the table, the footnote", async () => {
    const author = await t.createAuthor(`word-${backend}@lektor.dk`, { subscription: 'STANDARD', uploads: 1 });
    const original = authorDocx({ ownComment: true });
    const upload = await uploadAs(t, author, 'fyrtårnet.docx', original.bytes);
    expect(upload.statusCode, upload.body).toBe(201);
    const manuscript = upload.json();
    await waitForRevision(t.server.database.db, manuscript.latestRevisionId);
    const response = await t.server.app.inject({
      url: url('categories=klicheer,staerke-ord', {
        manuscriptId: manuscript.id,
        revisionId: manuscript.latestRevisionId,
      }),
      headers: { authorization: `Bearer ${await t.tokenFor(author.subject)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const parts = unzipSync(response.rawPayload);
    for (const [name, bytes] of Object.entries(original.parts)) {
      if (name === 'word/document.xml' || name === 'word/comments.xml') continue;
      expect(Buffer.from(parts[name]!).equals(Buffer.from(bytes)), name).toBe(true);
    }
    expect(text(parts['word/comments.xml'])).toContain('w:author="Forfatteren"');
    expect(text(parts['word/comments.xml'])).toContain('w:author="Lektør"');
    expect(await importDocx(response.rawPayload)).toEqual(await importDocx(original.bytes));
  });
});

describe('an annotated manuscript larger than ANNOTATED_DOCX_MAX_BYTES', () => {
  let t: TestServer;
  let fixture: Fixture;
  beforeAll(async () => {
    t = await startTestServer({ analysisThreads: 1, config: { annotatedDocxMaxBytes: 2_000 } });
    fixture = await setUpFixture(t);
  }, 180_000);
  afterAll(async () => t?.close());

  test('is refused with the sizes in Danish', async () => {
    const response = await t.server.app.inject({
      url: `/api/manuscripts/${fixture.manuscriptId}/revisions/${fixture.revisionId}/annotated.docx?categories=klicheer`,
      headers: await t.headers('subscriber'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('ANNOTATED_TOO_LARGE');
    expect(response.json().message).toMatch(
      /^Det kommenterede manuskript ville fylde [\d,]+ MB, mere end de [\d,]+ MB, Lektør sender\. Vælg færre slags fund\.$/u,
    );
  });
});
