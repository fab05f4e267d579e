/**
 * The quick content check runs in the upload check's thread; when that thread cannot run it in time, nothing is
 * decoded on the event loop instead: the upload goes on to the full check (and the analysis), which refuse it there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../errors.ts';
import { createUploadChecker, type UploadChecker } from './upload-check.ts';

const log = { error: () => undefined, warn: () => undefined };
/** Binary bytes named .txt: the content check refuses them (NOT_TEXT, 422). */
const binary = {
  fileName: 'roman.txt',
  bytes: new Uint8Array(4096).map((_, i) => (i % 7 === 0 ? 0 : 200)),
  fields: {},
};

let checker: UploadChecker | undefined;
afterEach(async () => {
  await checker?.close();
  checker = undefined;
});

describe('the upload check of a file by its content', () => {
  it('refuses a .txt that is no text with 422 when its thread runs the check', async () => {
    checker = createUploadChecker({ budget: { timeoutMs: 120_000, memoryMb: 512 }, log });
    const refused = await checker.checkContent(binary, 'TEXT').then(
      () => undefined,
      (error: ApiError) => error,
    );
    expect(refused?.statusCode).toBe(422);
    expect(refused?.code).toBe('INVALID_FILE');
  }, 180_000);

  it('lets the file on to the full check, without decoding it on the event loop, when the thread cannot run it', async () => {
    const warnings: string[] = [];
    checker = createUploadChecker({
      // 1 ms: the thread cannot even start in time.
      budget: { timeoutMs: 1, memoryMb: 512 },
      log: { ...log, warn: (_: unknown, message?: string) => void warnings.push(message ?? '') },
    });
    await expect(checker.checkContent(binary, 'TEXT')).resolves.toBeUndefined();
    expect(warnings).toEqual(['quick file check not run in its thread; left to the full check']);
  }, 60_000);

  it('refuses a blank .txt at once, on the loop, before any thread (a byte loop, not a decode)', async () => {
    checker = createUploadChecker({ budget: { timeoutMs: 1, memoryMb: 512 }, log });
    const blank = { fileName: 'tom.txt', bytes: new TextEncoder().encode(' \n\t '), fields: {} };
    await expect(checker.checkContent(blank, 'TEXT')).rejects.toMatchObject({ statusCode: 422 });
  });
});
