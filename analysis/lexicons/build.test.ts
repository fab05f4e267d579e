import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = new URL('./build.ts', import.meta.url).pathname;

describe('npm run build:lexicons -- --check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lektor-build-lexicons-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['a missing file', 'absent.bin', undefined, 'filen findes ikke'],
    ['a file that is no artefact', 'garbage.bin', 'ikke et leksikon', 'ikke et leksikon-artefakt'],
  ])(
    'refuses %s with its reason and exit code 1, and writes nothing',
    async (_, name, content, reason) => {
      const path = join(folder, name);
      if (content !== undefined) writeFileSync(path, content);
      const failure = await run(process.execPath, ['--import', 'tsx', script, '--check', path]).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure).toMatchObject({ code: 1 });
      const { stderr } = failure as { stderr: string };
      expect(stderr).toContain(reason);
      expect(stderr).toContain('npm run build:lexicons');
      if (content === undefined) expect(existsSync(path)).toBe(false);
      else expect(readFileSync(path, 'utf8')).toBe(content);
    },
    60_000,
  );
});
