import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../tests/support/multipart.ts';
import { ApiError, MAX_UPLOAD_BYTES } from '../errors.ts';
import { readUploadForm } from './upload-form.ts';

describe('readUploadForm', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    app.setErrorHandler((error, _request, reply) =>
      error instanceof ApiError
        ? reply.code(error.statusCode).send({ code: error.code })
        : reply.code(500).send({ message: String(error) }),
    );
    app.post('/upload', async (request) => {
      const form = await readUploadForm(request);
      return {
        fileName: form.fileName,
        bytes: form.bytes.byteLength,
        shared: form.bytes.buffer instanceof SharedArrayBuffer,
        first: form.bytes[0],
        last: form.bytes[form.bytes.byteLength - 1],
        fields: form.fields,
      };
    });
  });
  afterAll(() => app.close());

  const post = (bytes: Uint8Array) => {
    const body = multipartBody({ manuscriptTitle: 'Fyrtårnet' }, { name: 'bog.txt', bytes });
    return app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: body.headers });
  };

  it('reads the whole file into memory the checks’ threads share, byte for byte', async () => {
    const bytes = new Uint8Array(3_000_000).map((_, i) => i % 251);
    const answer = await post(bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      fileName: 'bog.txt',
      bytes: bytes.byteLength,
      shared: true,
      first: 0,
      last: (bytes.byteLength - 1) % 251,
      fields: { manuscriptTitle: 'Fyrtårnet' },
    });
  });

  it('refuses a file one byte over the limit with 413, never a cut-off file', async () => {
    const answer = await post(new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 'FILE_TOO_LARGE' });
  });
});
