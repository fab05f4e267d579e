/**
 * Each block type's contract (props schema and own check) without its renderer: what the server checks a
 * definition against before it stores or publishes it. Framework-free (no React: only schemas and the block
 * types' check modules), and equal to the contracts of the block list (registry.ts), which a test asserts.
 */
import { blockPropsSchemas } from '../../../schemas/block-props.ts';
import type { BlockContract, LoadOptions } from '../../index.ts';
import { checkChartProps } from './chart/check.ts';
import { compileStrictly } from './chart/strict-compile.ts';

/** The block types whose schema cannot say everything: their own check (the same function their folder exports). */
const ownChecks: Readonly<Record<string, BlockContract['check']>> = { chart: checkChartProps };

export const blockContractsWithoutRenderers: Readonly<Record<string, BlockContract>> = Object.fromEntries(
  Object.entries(blockPropsSchemas).map(([type, schema]) => [type, { schema, check: ownChecks[type] }]),
);

/**
 * Every check a definition can get outside the browser: each block type's contract and the Vega-Lite compile.
 * vega-lite is imported on the first call, not with this module: the server checks a definition only when an
 * editor saves one, and vega-lite's modules would otherwise stay in the idle server's heap (about 9 MB).
 */
export async function loadNodeCheckOptions(): Promise<Omit<LoadOptions, 'reportIds'>> {
  const { compile } = await import('vega-lite');
  return {
    blockTypes: blockContractsWithoutRenderers,
    compileVegaLite: (spec) => compileStrictly(compile, spec),
  };
}
