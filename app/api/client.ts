/**
 * The browser's only way to the server: every call goes to /api with the bearer token when signed in, and
 * every answer is validated against its schema (ahead-of-time compiled validators, no eval).
 */
import { assertValid, loadValidators } from '../../schemas/validate.ts';
import { ApiRequestError, errorFromResponse } from './api-error.ts';

export type TokenSource = () => string | undefined;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export class ApiClient {
  constructor(
    private readonly token: TokenSource,
    private readonly base = '/api/',
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const token = this.token();
    return token ? { ...extra, authorization: `Bearer ${token}` } : extra;
  }

  /** GET a JSON payload and validate it against the schema `schemaId`. */
  async get<T>(path: string, schemaId: string, query?: Record<string, string | number | undefined>): Promise<T> {
    const [response] = await Promise.all([this.fetch(path, { method: 'GET' }, query), loadValidators(schemaId)]);
    return assertValid<T>(schemaId, await response.json());
  }

  /**
   * GET a page of a paged list and validate it; the totals come from the content site's paging headers
   * x-wp-total and x-wp-totalpages (the list's own length and one page when a header is absent or not a number).
   */
  async getPage<T extends unknown[]>(
    path: string,
    schemaId: string,
    query?: Record<string, string | number | undefined>,
  ): Promise<{ items: T; total: number; totalPages: number }> {
    const [response] = await Promise.all([this.fetch(path, { method: 'GET' }, query), loadValidators(schemaId)]);
    const items = assertValid<T>(schemaId, await response.json());
    const count = (name: string, fallback: number) => {
      const value = Number(response.headers.get(name) ?? Number.NaN);
      return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
    };
    return { items, total: count('x-wp-total', items.length), totalPages: count('x-wp-totalpages', 1) };
  }

  /** POST or DELETE, with a JSON body when given; the answer is validated against `schemaId` when given. */
  async send<T>(method: 'POST' | 'DELETE', path: string, body?: unknown, schemaId?: string): Promise<T | undefined> {
    const init: RequestInit =
      body === undefined
        ? { method }
        : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const [response] = await Promise.all([this.fetch(path, init), schemaId ? loadValidators(schemaId) : undefined]);
    const text = await response.text();
    if (!text) return undefined;
    const json: unknown = JSON.parse(text);
    return schemaId ? assertValid<T>(schemaId, json) : (json as T);
  }

  async fetch(path: string, init: RequestInit, query?: Record<string, string | number | undefined>): Promise<Response> {
    const url = new URL(`${this.base}${path}`, window.location.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers: this.headers(init.headers as Record<string, string>) });
    } catch (error) {
      // A request its caller aborted (a progress stream of a page that was left) did not fail: no log, no dialog.
      if (init.signal?.aborted) throw error;
      console.error('fetch failed', url.pathname, error);
      throw new ApiRequestError(0, 'NETWORK', 'Serveren kunne ikke nås. Tjek din forbindelse.');
    }
    if (!response.ok) {
      const error = await errorFromResponse(response);
      console.error('API error', url.pathname, error.status, error.code);
      throw error;
    }
    return response;
  }

  /**
   * POST multipart form data with upload progress (XMLHttpRequest: fetch reports no upload progress); the
   * answer is validated against `schemaId` when given.
   */
  async upload<T>(
    path: string,
    form: FormData,
    onProgress: (p: UploadProgress) => void,
    schemaId?: string,
  ): Promise<T> {
    if (schemaId) await loadValidators(schemaId);
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${this.base}${path}`);
      const token = this.token();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
      request.onerror = () =>
        reject(new ApiRequestError(0, 'NETWORK', 'Serveren kunne ikke nås. Tjek din forbindelse.'));
      request.onload = () => {
        const body = safeJson(request.responseText) as { code?: string; message?: string } | undefined;
        if (request.status >= 200 && request.status < 300) {
          try {
            resolve(schemaId ? assertValid<T>(schemaId, body) : (body as T));
          } catch (error) {
            reject(error);
          }
        } else
          reject(
            new ApiRequestError(
              request.status,
              body?.code ?? 'HTTP_ERROR',
              body?.message ?? `Serveren svarede ${request.status}.`,
            ),
          );
      };
      request.send(form);
    });
  }

  /** Reads a Server-Sent Events stream (fetch, so the bearer token can be sent), one callback per event. */
  async stream(path: string, onEvent: (event: string, data: unknown) => void, signal: AbortSignal): Promise<void> {
    const response = await this.fetch(path, { method: 'GET', signal, headers: { accept: 'text/event-stream' } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(chunk)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(chunk)?.[1];
        if (data !== undefined) onEvent(event, safeJson(data));
        end = buffer.indexOf('\n\n');
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
