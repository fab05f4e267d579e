/**
 * A stand-in for the API client in store tests: answers GETs from a table of path → payload (or a function of
 * the query), records every call, and validates nothing (the real client's validation is tested apart).
 */

import type { TextName } from '../../schemas/api/texts.ts';
import { ApiRequestError } from '../api/api-error.ts';
import type { ApiClient, UploadProgress } from '../api/client.ts';
import { textPaths } from '../stores/session-texts.ts';

export interface FakeCall {
  method: string;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

type Answer = unknown | ((call: FakeCall) => unknown);

export class FakeApi {
  readonly calls: FakeCall[] = [];
  uploadProgress: UploadProgress[] = [];

  constructor(private readonly answers: Record<string, Answer> = {}) {}

  answer(key: string, value: Answer): void {
    this.answers[key] = value;
  }

  /** Answers every path that starts with `prefix` and has no answer of its own (e.g. 'recommendations/26/'). */
  answerPrefix(prefix: string, value: Answer): void {
    this.prefixAnswers.push([prefix, value]);
  }

  private readonly prefixAnswers: [string, Answer][] = [];

  private reply(call: FakeCall): unknown {
    if (call.path === 'texts/' && !('texts/' in this.answers)) return this.texts(call);
    this.calls.push(call);
    const key = `${call.method} ${call.path}`;
    const answer =
      key in this.answers
        ? this.answers[key]
        : call.path in this.answers
          ? this.answers[call.path]
          : this.prefixAnswers.find(([prefix]) => call.path.startsWith(prefix))?.[1];
    if (answer === undefined) throw new ApiRequestError(404, 'NOT_FOUND', `Ingen svar for ${key}`);
    const value = typeof answer === 'function' ? (answer as (c: FakeCall) => unknown)(call) : answer;
    if (value instanceof Error) throw value;
    return structuredClone(value);
  }

  /**
   * The texts batch (GET texts/?names=…) answered from each text's own answer, as the server answers it; the call
   * is recorded once, as `texts/`. A text without an answer fails the batch.
   */
  private texts(call: FakeCall): unknown {
    this.calls.push(call);
    const names = String(call.query?.names ?? '').split(',') as TextName[];
    const answer: Record<string, unknown> = {};
    for (const name of names) {
      const value = this.answers[textPaths[name]];
      if (value === undefined) throw new ApiRequestError(404, 'NOT_FOUND', 'Indholdet findes ikke.');
      const resolved = typeof value === 'function' ? (value as (c: FakeCall) => unknown)(call) : value;
      if (resolved instanceof Error) throw resolved;
      answer[name] = structuredClone(resolved);
    }
    return answer;
  }

  async get<T>(path: string, _schemaId: string, query?: Record<string, string | number | undefined>): Promise<T> {
    return this.reply({ method: 'GET', path, query }) as T;
  }

  /** A page of a paged list: the answer is the list, or `{items, total, totalPages}` to give the totals. */
  async getPage<T extends unknown[]>(
    path: string,
    _schemaId: string,
    query?: Record<string, string | number | undefined>,
  ): Promise<{ items: T; total: number; totalPages: number }> {
    const answer = this.reply({ method: 'GET', path, query });
    if (Array.isArray(answer)) return { items: answer as T, total: answer.length, totalPages: 1 };
    return answer as { items: T; total: number; totalPages: number };
  }

  async send<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T | undefined> {
    return this.reply({ method, path, body }) as T | undefined;
  }

  async upload<T>(path: string, form: FormData, onProgress: (p: UploadProgress) => void): Promise<T> {
    for (const p of this.uploadProgress) onProgress(p);
    return this.reply({ method: 'UPLOAD', path, body: Object.fromEntries(form.entries()) }) as T;
  }

  /**
   * A Server-Sent Events stream: the answer under 'STREAM {path}' is a list of event payloads sent at once, or a
   * function that gets an emitter and the abort signal and resolves when the stream ends.
   */
  async stream(path: string, onEvent: (event: string, data: unknown) => void, signal: AbortSignal): Promise<void> {
    this.calls.push({ method: 'STREAM', path });
    const answer = this.answers[`STREAM ${path}`];
    if (answer === undefined) throw new ApiRequestError(404, 'NOT_FOUND', `Ingen strøm for ${path}`);
    if (typeof answer === 'function') {
      const emit = (data: unknown) => onEvent('progress', structuredClone(data));
      return (answer as (emit: (data: unknown) => void, signal: AbortSignal) => Promise<void>)(emit, signal);
    }
    for (const data of answer as unknown[]) onEvent('progress', structuredClone(data));
  }

  callsTo(path: string): FakeCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  asClient(): ApiClient {
    return this as unknown as ApiClient;
  }
}
