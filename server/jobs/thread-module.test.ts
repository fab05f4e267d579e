import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { THREAD_MODULES_ENV, threadModule } from './thread-module.ts';

const entry = new URL('./analysis-thread.mjs', import.meta.url);
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'lektor-threads-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('the module a pool thread runs, from source', () => {
  it('is the source entry when no folder of compiled modules is named', () => {
    expect(threadModule(entry, {})).toBe(entry.href);
    expect(threadModule(entry, { [THREAD_MODULES_ENV]: '' })).toBe(entry.href);
  });

  it('is the compiled module of the same name in the folder LEKTOR_THREAD_MODULES names', () => {
    const compiled = folder();
    writeFileSync(join(compiled, 'analysis-thread.mjs'), 'export default () => 1;\n');
    expect(threadModule(entry, { [THREAD_MODULES_ENV]: compiled })).toBe(
      pathToFileURL(join(compiled, 'analysis-thread.mjs')).href,
    );
  });

  it('refuses a named folder that lacks the module, instead of starting a thread that cannot load', () => {
    const compiled = folder();
    writeFileSync(join(compiled, 'chart-thread.mjs'), 'export default () => 1;\n');
    expect(() => threadModule(entry, { [THREAD_MODULES_ENV]: compiled })).toThrow(
      /LEKTOR_THREAD_MODULES names a folder without analysis-thread\.mjs/u,
    );
  });
});
