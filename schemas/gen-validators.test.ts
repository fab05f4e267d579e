import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateValidators,
  parseGenerateArguments,
  type ValidatorDirs,
  validatorInputsHash,
  validatorsUpToDate,
} from './gen-validators.ts';

const schemasDir = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'lektor-gen-validators-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('gen:validators skips when its inputs are unchanged', () => {
  const dirs: ValidatorDirs = { schemasDir, generatedDir: join(scratch, 'generated') };

  it('builds into an empty folder, then finds it up to date and leaves the files alone', async () => {
    expect(validatorsUpToDate(dirs)).toBe(false);
    expect(await generateValidators({ dirs })).toMatch(/^validators: \d+ schemas compiled/);
    const index = join(dirs.generatedDir, 'validators.js');
    const written = statSync(index).mtimeMs;
    expect(validatorsUpToDate(dirs)).toBe(true);
    expect(await generateValidators({ dirs })).toBe('validators: up to date (schemas unchanged)');
    expect(statSync(index).mtimeMs).toBe(written);
    // The same output as the real folder's build (same inputs, same compiler).
    expect(readFileSync(index, 'utf8')).toContain('export const groupOfSchema');
  });

  it('is out of date when a generated file is missing, the stamp is damaged or names other inputs', async () => {
    const stamp = join(dirs.generatedDir, 'inputs.json');
    const good = readFileSync(stamp, 'utf8');
    const { files } = JSON.parse(good) as { files: string[] };
    expect(files).toContain('validators-api.js');

    rmSync(join(dirs.generatedDir, 'validators-api.js'));
    expect(validatorsUpToDate(dirs)).toBe(false);
    expect(await generateValidators({ dirs })).toMatch(/compiled/);
    expect(validatorsUpToDate(dirs)).toBe(true);

    writeFileSync(stamp, '{ not json');
    expect(validatorsUpToDate(dirs)).toBe(false);
    writeFileSync(stamp, JSON.stringify({ ...JSON.parse(good), hash: '0'.repeat(64) }));
    expect(validatorsUpToDate(dirs)).toBe(false);
    writeFileSync(stamp, good);
    expect(validatorsUpToDate(dirs)).toBe(true);
  });

  it('rebuilds with --force even when up to date', async () => {
    expect(validatorsUpToDate(dirs)).toBe(true);
    expect(await generateValidators({ dirs, force: true })).toMatch(/compiled/);
  });
});

describe('the inputs hash', () => {
  // A copy of schemas/ to change: the hash reads files only, it does not import them.
  const copy = join(scratch, 'schemas');
  const dirs: ValidatorDirs = { schemasDir: copy, generatedDir: join(copy, 'generated') };

  beforeAll(() => {
    cpSync(schemasDir, copy, { recursive: true, filter: (path) => path !== join(schemasDir, 'generated') });
    mkdirSync(join(copy, 'generated'));
  });

  it('changes with a schema file and not with a test file or the generated folder', () => {
    const before = validatorInputsHash(dirs);
    expect(validatorInputsHash(dirs)).toBe(before);
    writeFileSync(join(copy, 'extra.test.ts'), 'export {};\n');
    cpSync(join(copy, 'registry.ts'), join(copy, 'generated', 'anything.js'));
    expect(validatorInputsHash(dirs)).toBe(before);
    const file = join(copy, 'registry.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n// changed\n`);
    expect(validatorInputsHash(dirs)).not.toBe(before);
  });

  it('changes when a block type is added', () => {
    const before = validatorInputsHash(dirs);
    writeFileSync(join(copy, 'blocks', 'newBlock.ts'), 'export const x = 1;\n');
    expect(validatorInputsHash(dirs)).not.toBe(before);
  });
});

describe('the command line', () => {
  it('takes nothing or --force', () => {
    expect(parseGenerateArguments([])).toEqual({ force: false });
    expect(parseGenerateArguments(['--force'])).toEqual({ force: true });
  });

  it('refuses anything else in Danish', () => {
    expect(() => parseGenerateArguments(['--forse'])).toThrow(
      "Ukendt argument '--forse': npm run gen:validators tager kun --force (byg igen alligevel).",
    );
  });
});
