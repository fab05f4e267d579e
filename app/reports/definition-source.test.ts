/** Reading the definitions ahead: one read, taken by the next reader; a failure goes to that reader. */
import { describe, expect, it } from 'vitest';
import type { DefinitionFile } from '../../engine/index.ts';
import { engineValidatorSchemas } from '../../engine/validators.ts';
import { groupOfSchema } from '../../schemas/generated/validators.js';
import {
  REPORT_VALIDATOR_SCHEMAS,
  readDefinitionFiles,
  setDefinitionSource,
  startReadingDefinitions,
} from './definition-source.ts';

function counting(answer: () => Promise<DefinitionFile[]>) {
  const calls = { reads: 0 };
  setDefinitionSource(async () => {
    calls.reads += 1;
    return answer();
  });
  return calls;
}

describe('startReadingDefinitions', () => {
  it('starts one read, which the next reader takes; the reader after that reads again', async () => {
    const files = [{ name: 'reports/dashboard.report.json', json: {} }];
    const calls = counting(async () => files);
    startReadingDefinitions();
    startReadingDefinitions();
    expect(calls.reads).toBe(1);
    expect(await readDefinitionFiles()).toBe(files);
    expect(calls.reads).toBe(1);
    await readDefinitionFiles();
    expect(calls.reads).toBe(2);
  });

  it('hands a failed read to its reader, and leaves none unhandled meanwhile', async () => {
    counting(async () => {
      throw new Error('GET /api/reports/definitions: 503');
    });
    startReadingDefinitions();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(readDefinitionFiles()).rejects.toThrow('503');
  });
});

describe('REPORT_VALIDATOR_SCHEMAS', () => {
  it('names a schema of every validator group the report pages await (engine/validators.ts), and no other', () => {
    const groups = (ids: string[]) => new Set(ids.map((id) => groupOfSchema[id as keyof typeof groupOfSchema]));
    const engine = groups(engineValidatorSchemas());
    expect(engine.has(undefined as never)).toBe(false);
    expect(groups(REPORT_VALIDATOR_SCHEMAS)).toEqual(engine);
  });
});
