import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analysedModels } from './index.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function runCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'analysis/cli.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run analyse', () => {
  it('prints only the revision data as JSON on stdout', () => {
    const result = runCli('tests/fixtures/manuscripts/fyrtaarnet.txt', '--models', 'Legibility,Tense');
    expect(result.status).toBe(0);
    const items = JSON.parse(result.stdout) as { model: string; section: string }[];
    expect(items.map((item) => `${item.model}/${item.section}`)).toEqual([
      'Legibility/global',
      'Legibility/parts',
      'Tense/global',
      'Tense/parts',
    ]);
  }, 60_000);

  it('fails with the Danish message on stderr and nothing on stdout for a bad file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lektor-cli-'));
    const empty = join(folder, 'tom.txt');
    writeFileSync(empty, '');
    const result = runCli(empty);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('EMPTY_TEXT: Manuskriptet er tomt');
  }, 60_000);

  it('prints the same with the second thread, with one thread and from the compiled bundle', () => {
    const fixture = 'tests/fixtures/manuscripts/fyrtaarnet.txt';
    const one = runCli(fixture, '--one-thread');
    expect(one.status).toBe(0);
    const models = (JSON.parse(one.stdout) as { model: string }[]).map((item) => item.model);
    expect(new Set(models)).toEqual(new Set(analysedModels));
    const two = runCli(fixture, '--two-threads');
    expect(two.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const compiled = spawnSync(process.execPath, ['build/run.mjs', 'analyse', fixture, '--two-threads'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(compiled.stderr).not.toContain('Error');
    expect(compiled.status).toBe(0);
    expect(compiled.stdout).toBe(one.stdout);
  }, 180_000);

  it('rejects an unknown model, a missing file argument and an unreadable file in one line each, no stack trace', () => {
    const unknown = runCli('tests/fixtures/manuscripts/fyrtaarnet.txt', '--models', 'Lix');
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^unknown model 'Lix'; the models are .*\bLegibility\b.*\n$/);
    const missing = runCli();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^usage: npm run analyse -- FILE .*\n$/);
    const absent = runCli('tests/fixtures/manuscripts/no-such-file.txt');
    expect(absent.status).toBe(1);
    expect(absent.stderr).toMatch(/^cannot read the file: ENOENT: no such file or directory, .*no-such-file\.txt'\n$/);
  }, 60_000);
});
