/**
 * Every block type's props schema by block type (from schemas/blocks/), as the validator build wrote them: the
 * report engine reads prop names and required props from them at load. A module of its own so that only the
 * report pages carry them.
 */
import { type GeneratedBlockPropsSchema, blockPropsSchemas as generated } from './generated/block-props.js';

export const blockPropsSchemas: Readonly<Record<string, GeneratedBlockPropsSchema>> = generated;
export type BlockPropsSchema = GeneratedBlockPropsSchema;
