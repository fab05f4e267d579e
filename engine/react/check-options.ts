import type { LoadOptions } from '../index.ts';
import { compileVegaLite } from './blocks/chart/compile-vega-lite.ts';
import { blockContracts } from './blocks/registry.ts';

/**
 * Every check a definition can get: each block type's contract and the Vega-Lite compile. For the tools and tests
 * (validate:reports, the definition loop); the app leaves the compile out to keep vega-lite in its lazy chunk.
 */
export const fullCheckOptions: Omit<LoadOptions, 'reportIds'> = { blockTypes: blockContracts, compileVegaLite };
