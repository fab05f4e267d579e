import type { CompiledBlock, MissingDataEffect } from './definition.ts';
import type { EngineLogger } from './logger.ts';
import { developerText } from './messages.ts';
import type { SourceState } from './sources.ts';

/** What the app tells the engine about the page being shown. */
export interface ReportContext {
  reportId: number;
  isAdmin: boolean;
  isTrial: boolean;
  isSimilarBook: boolean;
  print?: boolean;
  revisionId?: string;
  modelVersion?: number;
}

/** Content payloads fetched by the app from the content API, by name (lix, whatIs, tips, articles, …). */
export type ReportContent = Readonly<Record<string, unknown>>;

export type BoundBlock =
  | { state: 'ready'; props: Record<string, unknown> }
  | { state: 'hidden' }
  | { state: 'failed'; reason: string }
  | { state: 'noAccess' };

export interface BindInput {
  sources: ReadonlyMap<string, SourceState>;
  content: ReportContent;
  context: ReportContext;
  logger: EngineLogger;
  /** Names the definition in log lines. */
  source: string;
}

/**
 * The bind stage for one block: check its data sources are present and valid, evaluate its display rule,
 * then evaluate its bindings and merge them over its static props.
 */
export async function bindBlock(block: CompiledBlock, input: BindInput): Promise<BoundBlock> {
  const values: Record<string, unknown> = {};
  for (const alias of block.sources) {
    const state = input.sources.get(alias);
    if (!state || state.state === 'missing') return missing(block.whenMissing, alias);
    if (state.state === 'invalid') return { state: 'failed', reason: `invalid data: ${alias}` };
    values[alias] = state.content;
  }
  const variables = { content: input.content, context: input.context };
  try {
    if (block.when) {
      const result = await block.when.condition.evaluate(values, variables);
      if (typeof result !== 'boolean') throw new Error(developerText.notBoolean(block.when.condition.text));
      if ((block.when.effect === 'show') !== result) return { state: 'hidden' };
    }
    const props: Record<string, unknown> = { ...block.props };
    for (const [prop, expression] of Object.entries(block.bind)) {
      try {
        props[prop] = await expression.evaluate(values, variables);
      } catch (error) {
        throw new Error(developerText.evaluationFailed(prop, (error as Error).message));
      }
    }
    return { state: 'ready', props };
  } catch (error) {
    input.logger.error(developerText.unhandled, {
      source: input.source,
      block: block.id,
      pointer: block.pointer,
      error: (error as Error).message,
    });
    return { state: 'failed', reason: (error as Error).message };
  }
}

function missing(effect: MissingDataEffect, alias: string): BoundBlock {
  if (effect === 'hide') return { state: 'hidden' };
  if (effect === 'noAccess') return { state: 'noAccess' };
  return { state: 'failed', reason: `no data: ${alias}` };
}
