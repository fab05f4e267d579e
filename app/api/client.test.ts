// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaValidationError } from '../../schemas/validate.ts';
import { ApiRequestError } from './api-error.ts';
import { ApiClient } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const settings = [{ name: 'analysedOrGiven', value: 'Angivet' }];

describe('ApiClient', () => {
  it('sends the bearer token when signed in, and none when not', async () => {
    const fetchMock = answer(200, settings);
    await new ApiClient(() => 'abc').get('author/settings/', 'api/author/settings');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).authorization).toBe('Bearer abc');
    await new ApiClient(() => undefined).get('faq/', 'api/author/settings');
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('passes on the abort of a request its caller aborted, without logging it as a failure', async () => {
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response('[]');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    const sent = new ApiClient(() => 'abc').fetch('manuscripts/1/revisions/1/progress', { signal: controller.signal });
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('puts the query on /api/ and leaves out empty values', async () => {
    const fetchMock = answer(200, { items: [], page: 2, pageSize: 20, total: 0 });
    await new ApiClient(() => undefined).get('author/history/', 'api/author/history', {
      page: 2,
      pageSize: 20,
      startTime: '',
      endTime: undefined,
    });
    const url = fetchMock.mock.calls[0]![0];
    expect(url.pathname).toBe('/api/author/history/');
    expect(url.search).toBe('?page=2&pageSize=20');
  });

  it('refuses an answer that does not match its schema, naming the pointer', async () => {
    answer(200, [{ name: 'ok', value: 7 }]);
    const call = new ApiClient(() => undefined).get('author/settings/', 'api/author/settings');
    await expect(call).rejects.toBeInstanceOf(SchemaValidationError);
    await expect(call).rejects.toThrow('/0/value');
  });

  it("turns an error answer into the server's code and Danish message", async () => {
    answer(409, { code: 'NO_ACTIVE_SUBSCRIPTION', message: 'Du har ikke et aktivt abonnement.' });
    const call = new ApiClient(() => 't').send('POST', 'author/subscriptions/cancel');
    await expect(call).rejects.toMatchObject({ status: 409, code: 'NO_ACTIVE_SUBSCRIPTION' });
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("shows the server's message whenever the body has one, also without a code", async () => {
    answer(502, { statusCode: 502, error: 'Bad Gateway', message: 'Analysetjenesten svarer ikke lige nu.' });
    const call = new ApiClient(() => 't').get('faq/', 'api/author/settings');
    await expect(call).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Analysetjenesten svarer ikke lige nu.',
    });
    answer(500, '<html>oops</html>');
    await expect(new ApiClient(() => 't').get('faq/', 'api/author/settings')).rejects.toThrow('Serveren svarede 500.');
  });

  it('reads an author status with a role or access level the app does not know, and one with no access level', async () => {
    const user = {
      id: 7,
      picture: null,
      name: 'Ane',
      complimentaryUploadsRemaining: 1,
      subscriptionUploadsRemaining: 0,
      purchasedUploadsRemaining: 0,
    };
    answer(200, { user, info: { role: 'CONTENT_EDITOR', accessLevel: 'GOLD' } });
    const status = await new ApiClient(() => 't').get('author/status', 'api/author/status');
    expect(status).toMatchObject({ info: { role: 'CONTENT_EDITOR' } });
    answer(200, { user, info: { role: 'AUTHOR' } });
    await expect(new ApiClient(() => 't').get('author/status', 'api/author/status')).resolves.toMatchObject({ user });
    answer(200, { user, info: { role: '' } });
    await expect(new ApiClient(() => 't').get('author/status', 'api/author/status')).rejects.toBeInstanceOf(
      SchemaValidationError,
    );
  });

  it('validates a POST answer when given a schema', async () => {
    answer(200, { ok: false });
    await expect(new ApiClient(() => undefined).send('POST', 'payment/return', {}, 'api/ok')).rejects.toBeInstanceOf(
      SchemaValidationError,
    );
  });
});
