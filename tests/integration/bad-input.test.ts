/**
 * Bad input gets a clear status and a Danish message, and nothing is stored half: malformed JSON, wrong types,
 * unknown fields, page sizes and pages out of range, other authors' ids, missing/expired/tampered tokens,
 * uploads racing for the last allowance, files too large, of other types, or empty.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validate } from '../../schemas/validate.ts';
import { history, manuscripts, users } from '../../server/db/schema.ts';
import { manuscriptTxt } from '../support/fixtures.ts';
import { multipartBody, uploadForm } from '../support/multipart.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends())('bad input on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend });
  });
  afterAll(async () => t?.close());

  const call = async (
    who: 'anonymous' | 'author' | 'subscriber' | 'other' | 'admin',
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: string | object | Buffer,
    headers: Record<string, string> = {},
  ) => t.server.app.inject({ method, url, payload, headers: { ...(await t.headers(who)), ...headers } });

  function expectError(response: { statusCode: number; json(): unknown }, status: number, code?: string) {
    expect(response.statusCode).toBe(status);
    const body = response.json() as { code: string; message: string };
    expect(validate('api/error', body).ok).toBe(true);
    if (code) expect(body.code).toBe(code);
    return body;
  }

  const countRows = async (table: typeof manuscripts | typeof history, userId: number) => {
    const [{ n }] = (await t.server.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId))) as [
      { n: number },
    ];
    return Number(n);
  };

  test('malformed JSON is refused with MALFORMED_JSON', async () => {
    const response = await call('subscriber', 'POST', '/api/author/settings/', '[{"name": "a", ', {
      'content-type': 'application/json',
    });
    expect(expectError(response, 400, 'MALFORMED_JSON').message).toMatch(/ugyldig JSON/);
  });

  test('an author keeps at most 200 settings: one more is refused in Danish, updates still work', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ name: `cap.${i}`, value: 'true' }));
    const first = await call('author', 'POST', '/api/author/settings/', many);
    expect(first.statusCode, first.body).toBe(200);
    const body = expectError(
      await call('author', 'POST', '/api/author/settings/', [{ name: 'cap.extra', value: 'true' }]),
      400,
      'TOO_MANY_SETTINGS',
    );
    expect(body.message).toBe('Du kan højst gemme 200 indstillinger. Slet nogle, før du gemmer flere.');
    const update = await call('author', 'POST', '/api/author/settings/', [{ name: 'cap.0', value: 'false' }]);
    expect(update.statusCode).toBe(200);
    expect((update.json() as unknown[]).length).toBe(200);
    // The author has only these 200: one call removes them all (200 single deletes took 13-17 s of the file).
    expect((await call('author', 'DELETE', '/api/author/settings/')).statusCode).toBeLessThan(300);
    expect((await call('author', 'GET', '/api/author/settings/')).json()).toEqual([]);
  });

  test("a signed-in caller's answers are never cached; open answers may be", async () => {
    const own = await call('subscriber', 'GET', '/api/author/status');
    expect(own.headers['cache-control']).toBe('no-store');
    const open = await call('anonymous', 'GET', '/api/trial-report/metadata');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).not.toBe('no-store');
  });

  test('wrong types and unknown fields are refused, and nothing is saved', async () => {
    expectError(
      await call('subscriber', 'POST', '/api/author/settings/', { name: 'a', value: 'b' }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('subscriber', 'POST', '/api/author/settings/', [{ name: 'a', value: 7 }]),
      400,
      'VALIDATION',
    );
    const unknown = await call('subscriber', 'POST', '/api/author/settings/', [{ name: 'a', value: 'b', extra: 1 }]);
    expect(expectError(unknown, 400, 'VALIDATION').message).toMatch(/^Ugyldig forespørgsel/);
    expectError(await call('subscriber', 'POST', '/api/author/settings/', [{ name: 'mellem rum', value: 'b' }]), 400);
    const twice = [
      { name: 'a', value: '1' },
      { name: 'a', value: '2' },
    ];
    expectError(await call('subscriber', 'POST', '/api/author/settings/', twice), 400, 'VALIDATION');
    expect((await call('subscriber', 'GET', '/api/author/settings/')).json()).toEqual([]);
    expectError(await call('subscriber', 'GET', '/api/manuscripts/?sortBy=title'), 400, 'VALIDATION');
    expectError(await call('anonymous', 'GET', '/api/tips/?report=abc'), 400, 'VALIDATION');
    expectError(await call('anonymous', 'GET', '/api/tips/'), 400, 'VALIDATION');
    expectError(await call('anonymous', 'GET', '/api/recommendations/99/1/1/3'), 400, 'VALIDATION');
    // metrics end at 30 (Lektør's own 26-30 after the spec's 1-25); a rate has no negative value
    expectError(await call('anonymous', 'GET', '/api/recommendations/31/1/3/2'), 400, 'VALIDATION');
    expect((await call('anonymous', 'GET', '/api/recommendations/27/1/3/5.5')).json()).toMatchObject({
      RAG: 'A',
      name: 'Klichéer pr. 10.000 ord',
    });
    expectError(await call('anonymous', 'GET', '/api/recommendations/27/1/3/-1'), 404, 'NOT_FOUND');
    // The batch of a report page: each value answered as the single route answers it, in the order asked.
    const batch = (query: string) => call('anonymous', 'GET', `/api/recommendations/?${query}`);
    const page = await batch('genreId=1&audienceId=3&values=27:5.5,27:-1,22:0,22:3,1:1e1');
    expect(page.statusCode).toBe(200);
    const single = (await call('anonymous', 'GET', '/api/recommendations/27/1/3/5.5')).json();
    expect(page.json()).toEqual([
      { metricId: 27, value: 5.5, recommendation: single },
      { metricId: 27, value: -1 },
      { metricId: 22, value: 0, recommendation: expect.objectContaining({ RAG: 'G', rangeHigh: 0 }) },
      { metricId: 22, value: 3 },
      {
        metricId: 1,
        value: 10,
        recommendation: (await call('anonymous', 'GET', '/api/recommendations/1/1/3/10')).json(),
      },
    ]);
    for (const bad of [
      'genreId=1&audienceId=3',
      'genreId=1&audienceId=3&values=',
      'genreId=1&audienceId=3&values=27',
      'genreId=1&audienceId=3&values=27:abc',
      'genreId=1&audienceId=3&values=27:5,',
      'genreId=1&audienceId=3&values=27:5;1:2',
      'genreId=0&audienceId=3&values=27:5',
      'genreId=1&audienceId=3&values=27:5&extra=1',
      `genreId=1&audienceId=3&values=${Array.from({ length: 61 }, () => '1:2').join(',')}`,
    ]) {
      expectError(await batch(bad), 400, 'VALIDATION');
    }
    // A metric outside the list's range, written as the pattern allows
    expect(expectError(await batch('genreId=1&audienceId=3&values=31:2'), 400, 'VALIDATION').message).toMatch(/31/);
    expectError(await batch('genreId=1&audienceId=3&values=1:1e999'), 400, 'VALIDATION');
    // Unknown genre, audience or metric: 404 for the whole call, as for one value.
    expectError(await batch('genreId=99&audienceId=3&values=27:5'), 404, 'NOT_FOUND');
    expectError(await batch('genreId=1&audienceId=99&values=27:5'), 404, 'NOT_FOUND');
    expectError(await batch('genreId=1&audienceId=3&values=27:5,23:1'), 404, 'NOT_FOUND');
    expectError(
      await call('admin', 'POST', `/api/admin/authors/${t.users.author.id}/subscriptions`, { tier: 'GOLD', months: 1 }),
      400,
    );
    expectError(await call('anonymous', 'POST', '/api/payment/return', { clientReferenceId: 'a b' }), 400);
  });

  test('paging: huge page sizes, page 0, negative pages and bad times are refused; defaults are 1 and 20', async () => {
    for (const query of ['pageSize=101', 'pageSize=100000', 'pageSize=0', 'page=0', 'page=-1', 'page=1.5']) {
      expectError(await call('subscriber', 'GET', `/api/author/history/?${query}`), 400, 'VALIDATION');
    }
    expectError(await call('subscriber', 'GET', '/api/author/history/?startTime=yesterday'), 400, 'VALIDATION');
    const tooBig = expectError(await call('subscriber', 'GET', '/api/author/history/?pageSize=101'), 400);
    expect(tooBig.message).toBe('Ugyldig forespørgsel: querystring/pageSize skal være højst 100');
    const page = (await call('subscriber', 'GET', '/api/author/history/')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
  });

  test('time filters: start inclusive, end exclusive', async () => {
    const all = (await call('subscriber', 'GET', '/api/author/history/')).json() as { items: { time: string }[] };
    expect(all.items.length).toBeGreaterThan(0);
    const first = all.items.at(-1)!.time;
    const from = (await call('subscriber', 'GET', `/api/author/history/?startTime=${first}`)).json();
    expect(from.total).toBe(all.items.length);
    const before = (await call('subscriber', 'GET', `/api/author/history/?endTime=${first}`)).json();
    expect(before.total).toBe(0);
  });

  test("another author's manuscript, revision and progress answer 404 like a missing one", async () => {
    const form = uploadForm('fyrtaarnet.txt', manuscriptTxt);
    const upload = await call('subscriber', 'POST', '/api/manuscripts/', form.payload, form.headers);
    expect(upload.statusCode).toBe(201);
    const { id, latestRevisionId } = upload.json();
    for (const url of [
      `/api/manuscripts/${id}/`,
      `/api/manuscripts/${id}/revisions/`,
      `/api/manuscripts/${id}/revisions/${latestRevisionId}/`,
      `/api/manuscripts/${id}/revisions/${latestRevisionId}/progress`,
    ]) {
      const body = expectError(await call('other', 'GET', url), 404, 'NOT_FOUND');
      expect(body.message).toBe('Manuskriptet findes ikke.');
    }
    expectError(await call('subscriber', 'GET', '/api/manuscripts/999999/'), 404, 'NOT_FOUND');
    // A new revision cannot be added to another author's manuscript either; nothing is spent.
    const [before] = await t.server.database.db.select().from(users).where(eq(users.id, t.users.other.id));
    const foreign = uploadForm('fyrtaarnet.txt', manuscriptTxt, { manuscriptId: String(id) });
    expectError(await call('other', 'POST', '/api/manuscripts/', foreign.payload, foreign.headers), 404);
    const [after] = await t.server.database.db.select().from(users).where(eq(users.id, t.users.other.id));
    expect(after!.complimentaryUploads).toBe(before!.complimentaryUploads);
  });

  test("a completion mark of an unknown element or of another author's revision is refused (400); nothing is saved", async () => {
    const form = uploadForm('fyrtaarnet.txt', manuscriptTxt, { manuscriptTitle: 'Markeringer' });
    const upload = await call('subscriber', 'POST', '/api/manuscripts/', form.payload, form.headers);
    expect(upload.statusCode).toBe(201);
    const { latestRevisionId } = upload.json() as { latestRevisionId: number };
    const settings = async (who: 'subscriber' | 'other') => (await call(who, 'GET', '/api/author/settings/')).json();
    const beforeOwn = await settings('subscriber');
    const beforeOther = await settings('other');
    const refused = [
      // an element the global score does not have
      ['subscriber', [{ name: `gs_${latestRevisionId}.lix`, value: 'true' }], /ikke en gyldig markering/],
      ['subscriber', [{ name: `gs_${latestRevisionId}.`, value: 'true' }], /ikke en gyldig markering/],
      ['subscriber', [{ name: 'gs_abc.cliches', value: 'true' }], /ikke en gyldig markering/],
      // a revision that does not exist, and another author's; a good mark in the same list is not saved either
      ['subscriber', [{ name: 'gs_999999.cliches', value: 'true' }], /hører ikke til/],
      [
        'other',
        [
          { name: 'analysedOrGiven', value: 'Analyseret' },
          { name: `gs_${latestRevisionId}.cliches`, value: 'true' },
        ],
        /hører ikke til/,
      ],
    ] as const;
    for (const [who, payload, message] of refused) {
      const body = expectError(await call(who, 'POST', '/api/author/settings/', payload), 400, 'VALIDATION');
      expect(body.message).toMatch(message);
    }
    expect(await settings('subscriber')).toEqual(beforeOwn);
    expect(await settings('other')).toEqual(beforeOther);
    // the author's own mark of a real element is kept
    const own = await call('subscriber', 'POST', '/api/author/settings/', [
      { name: `gs_${latestRevisionId}.cliches`, value: 'true' },
    ]);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toContainEqual({ name: `gs_${latestRevisionId}.cliches`, value: 'true' });
    await call('subscriber', 'DELETE', `/api/author/settings/gs_${latestRevisionId}.cliches`);
  });

  test('tokens: missing, expired, tampered, wrong audience or issuer, wrong scheme → 401', async () => {
    expectError(await call('anonymous', 'GET', '/api/author/status'), 401, 'UNAUTHENTICATED');
    const valid = (await t.token('subscriber'))!;
    const expired = (await t.token('subscriber', { expiresIn: Math.floor(Date.now() / 1000) - 60 }))!;
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: t.users.admin.subject })).toString('base64url');
    const flipped = `${signature!.slice(0, -2)}${signature!.at(-2) === 'A' ? 'B' : 'A'}${signature!.at(-1)}`;
    const bad = [
      `Bearer ${expired}`,
      `Bearer ${header}.${forged}.${signature}`,
      `Bearer ${header}.${payload}.${flipped}`,
      `Bearer ${await t.token('subscriber', { issuer: 'http://evil.example/oidc' })}`,
      `Basic ${valid}`,
      'Bearer',
      'Bearer not-a-jwt',
    ];
    for (const authorization of bad) {
      const response = await t.server.app.inject({ url: '/api/author/status', headers: { authorization } });
      expectError(response, 401, 'UNAUTHENTICATED');
    }
    // The provider's own token for another audience is refused too, and the answer says the configuration is at fault.
    const otherAudience = `Bearer ${await t.token('subscriber', { audience: 'urn:other' })}`;
    const refused = await t.server.app.inject({ url: '/api/author/status', headers: { authorization: otherAudience } });
    expectError(refused, 401, 'TOKEN_NOT_ACCEPTED');
    // An invalid token is refused even on an open route rather than silently treated as anonymous.
    const open = await t.server.app.inject({ url: '/api/faq/', headers: { authorization: `Bearer ${expired}` } });
    expectError(open, 401);
    const ok = await t.server.app.inject({ url: '/api/author/status', headers: { authorization: `Bearer ${valid}` } });
    expect(ok.statusCode).toBe(200);
  });

  test('two uploads racing for the last allowed upload: exactly one succeeds', async () => {
    const racer = await t.createAuthor('kapløb@lektor.dk', { uploads: 1 });
    const tokenFor = await t.tokenFor(racer.subject);
    const send = () => {
      const form = uploadForm('fyrtaarnet.txt', manuscriptTxt, { manuscriptTitle: 'Kapløb' });
      return t.server.app.inject({
        method: 'POST',
        url: '/api/manuscripts/',
        payload: form.payload,
        headers: { authorization: `Bearer ${tokenFor}`, ...form.headers },
      });
    };
    const results = await Promise.all([send(), send(), send()]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403]);
    const refused = results.find((r) => r.statusCode === 403)!;
    expect(refused.json().code).toBe('NO_UPLOADS_LEFT');
    expect(await countRows(manuscripts, racer.id)).toBe(1);
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, racer.id));
    expect(row!.complimentaryUploads + row!.subscriptionUploads + row!.purchasedUploads).toBe(0);
  });

  test('a file over 10,000,000 bytes: 413, nothing stored, no upload counted', async () => {
    const userId = t.users.subscriber.id;
    const [before] = await t.server.database.db.select().from(users).where(eq(users.id, userId));
    const manuscriptsBefore = await countRows(manuscripts, userId);
    const big = new Uint8Array(10_000_001).fill(0x61);
    const form = uploadForm('stor.txt', big);
    const body = expectError(
      await call('subscriber', 'POST', '/api/manuscripts/', form.payload, form.headers),
      413,
      'FILE_TOO_LARGE',
    );
    expect(body.message).toBe('stor.txt: Ugyldig filstørrelse, filstørrelsen skal være mindre end 10,00 MB');
    const [after] = await t.server.database.db.select().from(users).where(eq(users.id, userId));
    expect(after).toEqual(before);
    expect(await countRows(manuscripts, userId)).toBe(manuscriptsBefore);
    // Exactly 10,000,000 bytes is allowed through the size check (and then read as text).
    const limit = uploadForm('grænse.txt', new Uint8Array(10_000_000).fill(0x61));
    const atLimit = await call('subscriber', 'POST', '/api/manuscripts/', limit.payload, limit.headers);
    expect(atLimit.statusCode).not.toBe(413);
  });

  test('other file types: 415 with the spec text; a .docx that is no zip: 422; nothing stored', async () => {
    const userId = t.users.subscriber.id;
    const manuscriptsBefore = await countRows(manuscripts, userId);
    for (const name of ['bog.pdf', 'bog', 'bog.doc', 'bog.txt.exe']) {
      const form = uploadForm(name, manuscriptTxt);
      const body = expectError(await call('subscriber', 'POST', '/api/manuscripts/', form.payload, form.headers), 415);
      expect(body.message).toBe('Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.');
    }
    const fake = uploadForm('bog.docx', manuscriptTxt);
    expectError(await call('subscriber', 'POST', '/api/manuscripts/', fake.payload, fake.headers), 422, 'INVALID_FILE');
    expect(await countRows(manuscripts, userId)).toBe(manuscriptsBefore);
  });

  test('an empty or blank text: a clear Danish error, no manuscript, no job', async () => {
    const userId = t.users.subscriber.id;
    const manuscriptsBefore = await countRows(manuscripts, userId);
    for (const bytes of [new Uint8Array(0), new TextEncoder().encode('  \n\n\t  \r\n')]) {
      const form = uploadForm('tom.txt', bytes);
      const body = expectError(await call('subscriber', 'POST', '/api/manuscripts/', form.payload, form.headers), 422);
      expect(body.message).toBe('Manuskriptet er tomt: vi fandt ingen tekst i filen.');
    }
    expect(await countRows(manuscripts, userId)).toBe(manuscriptsBefore);
    const jobs = await t.server.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analyse-revision' AND (data->>'revisionId')::int NOT IN (SELECT id FROM revisions)",
    );
    expect(Number(jobs.rows[0]!.n)).toBe(0);
  });

  test('an incomplete upload form: the spec prompt; a missing file and multiple files are refused', async () => {
    const noTitle = uploadForm('fyrtaarnet.txt', manuscriptTxt, { manuscriptTitle: '  ' });
    const body = expectError(
      await call('subscriber', 'POST', '/api/manuscripts/', noTitle.payload, noTitle.headers),
      400,
    );
    expect(body.message).toBe('Udfyld venligst felterne ovenover');
    const noFile = multipartBody({ fileType: 'TEXT', manuscriptTitle: 'A', targetAudience: '3', targetGenre: '1' });
    expectError(
      await call('subscriber', 'POST', '/api/manuscripts/', noFile.payload, noFile.headers),
      400,
      'MISSING_FILE',
    );
    const unknownGenre = uploadForm('fyrtaarnet.txt', manuscriptTxt, { targetGenre: '999' });
    expectError(await call('subscriber', 'POST', '/api/manuscripts/', unknownGenre.payload, unknownGenre.headers), 400);
    const json = await call('subscriber', 'POST', '/api/manuscripts/', { manuscriptTitle: 'A' });
    expectError(json, 400);
  });

  test('cancelling twice: the second is a 409; history records the cancellation', async () => {
    const first = await call('other', 'POST', '/api/author/subscriptions/cancel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'CANCELLED' });
    expectError(await call('other', 'POST', '/api/author/subscriptions/cancel'), 409, 'ALREADY_CANCELLED');
    const status = (await call('other', 'GET', '/api/author/status')).json();
    expect(status.info.accessLevel).toBe('STANDARD'); // in force until the end of the paid period
    const [{ n }] = (await t.server.database.db
      .select({ n: count() })
      .from(history)
      .where(and(eq(history.userId, t.users.other.id), eq(history.kind, 'SUBSCRIPTION_CANCELLED')))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });
});
