import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_ENV, templateMadeBefore } from '../support/template-folder.ts';

const before = process.env[TEMPLATE_ENV];
const folders: string[] = [];
afterEach(() => {
  if (before === undefined) delete process.env[TEMPLATE_ENV];
  else process.env[TEMPLATE_ENV] = before;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'lektor-template-folder-'));
  folders.push(made);
  return made;
}

describe('a PGlite template made before the run (tests/support/template-folder.ts)', () => {
  it('is used when LEKTOR_PGLITE_TEMPLATE names a folder holding a database', () => {
    const made = folder();
    mkdirSync(join(made, 'pglite'));
    process.env[TEMPLATE_ENV] = made;
    expect(templateMadeBefore()).toBe(made);
  });

  it('is not when the variable is unset or its folder holds no database (the project then makes its own)', () => {
    delete process.env[TEMPLATE_ENV];
    expect(templateMadeBefore()).toBeUndefined();
    process.env[TEMPLATE_ENV] = folder();
    expect(templateMadeBefore()).toBeUndefined();
    process.env[TEMPLATE_ENV] = join(tmpdir(), 'lektor-no-such-folder');
    expect(templateMadeBefore()).toBeUndefined();
  });
});
