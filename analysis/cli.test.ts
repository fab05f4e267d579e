import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

  it('rejects an unknown model name and a missing file argument', () => {
    expect(runCli('tests/fixtures/manuscripts/fyrtaarnet.txt', '--models', 'Lix').stderr).toContain(
      "unknown model 'Lix'",
    );
    const missing = runCli();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('usage:');
  }, 60_000);
});
