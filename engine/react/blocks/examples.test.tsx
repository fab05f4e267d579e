// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockTypes } from '../../../schemas/report-definition.ts';
import { renderBlocks } from '../test-harness.tsx';
import { blockExamples } from './examples.ts';
import { blockRegistry } from './registry.ts';
import { blockPropsSpecs } from './specs.ts';

const data = JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'));

afterEach(cleanup);

describe('block examples', () => {
  it('every block type of the definition format has a renderer, a props spec and an example', () => {
    for (const type of blockTypes) {
      expect(blockPropsSpecs[type], type).toBeDefined();
      expect(
        blockExamples.some((e) => e.type === type),
        type,
      ).toBe(true);
      expect(
        blockRegistry.some((entry) => entry.tester({ type } as never) > 0),
        type,
      ).toBe(true);
    }
  });

  for (const example of blockExamples) {
    it(`${example.type} renders its example with no warning`, async () => {
      const { container, logger } = await renderBlocks([example], { data });
      const root = container.querySelector(`[data-block-id="${example.id}"]`);
      expect(root?.getAttribute('data-block-type')).toBe(example.type);
      expect(root?.getAttribute('data-block-state')).toBe('ready');
      expect(root?.textContent?.length ?? 0).toBeGreaterThan(0);
      expect(logger.entries).toEqual([]);
    });
  }
});
