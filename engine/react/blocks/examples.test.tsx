// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockPropsSchemas } from '../../../schemas/block-props.ts';
import { renderBlocks } from '../test-harness.tsx';
import { blockTypes } from './registry.ts';

const data = JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'));

afterEach(cleanup);

describe('block types', () => {
  it('the block list and the schemas in schemas/blocks name the same block types, once each', () => {
    const listed = blockTypes.map((entry) => entry.type);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(blockPropsSchemas).sort());
  });

  it('every block folder is in the list, with its own schema and an example of its own type', () => {
    const folders = readdirSync('engine/react/blocks', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(blockTypes.map((entry) => entry.type).sort());
    for (const entry of blockTypes) {
      expect(entry.schema.$id, entry.type).toBe(`blocks/${entry.type}`);
      expect(entry.example.type, entry.type).toBe(entry.type);
    }
  });

  for (const { example } of blockTypes) {
    it(`${example.type} renders its example with no warning`, async () => {
      const { container, logger } = await renderBlocks([example], { data });
      const root = container.querySelector(`[data-block-id="${example.id}"]`);
      expect(root?.getAttribute('data-block-type')).toBe(example.type);
      expect(root?.getAttribute('data-block-state')).toBe('ready');
      // A chart is drawn after its block is bound (its code loads on demand; on a busy machine, later): what the
      // block shows is waited for, not assumed.
      await waitFor(() => expect(root?.textContent?.length ?? 0).toBeGreaterThan(0), { timeout: 8000 });
      expect(logger.entries).toEqual([]);
    });
  }
});
