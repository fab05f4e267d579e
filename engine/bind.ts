import { checkBoundProps, escapePointer } from './block-props.ts';
import type { CompiledBlock, MissingDataEffect } from './definition.ts';
import type { DefinitionIssue } from './errors.ts';
import type { EngineLogger } from './logger.ts';
import { developerText } from './messages.ts';
import { type AnalysisSource, expressionContext } from './report-context.ts';
import type { SourceState } from './sources.ts';
import { TransformError } from './transforms/transform.ts';

/** What the app tells the engine about the page being shown. */
export interface ReportContext {
  reportId: number;
  isAdmin: boolean;
  isTrial: boolean;
  isSimilarBook: boolean;
  print?: boolean;
  /**
   * Block types a printed page leaves out (docs/REPORTS.md, print): e.g. the recommendations every page repeats,
   * printed once, and the article links, which belong on screen.
   */
  printOmit?: readonly string[];
  revisionId?: string;
  modelVersion?: number;
  /** The revision's analysis is not finished: a model without data is still being computed. */
  analysisPending?: boolean;
  /**
   * The models the viewer's subscription includes; absent means every model (both STANDARD and PREMIUM include
   * all of them today, docs/REPORTS.md). Only a model outside this list shows 'Du har ikke adgang…'.
   */
  includedModels?: readonly string[];
  /**
   * 'Analyseret' or 'Angivet' genre and audience (`$context.source`); the engine fills it from the author's
   * setting (similar books: always analysed) unless the app gives it.
   */
  source?: AnalysisSource;
}

/** Content payloads fetched by the app from the content API, by name (lix, whatIs, tips, articles, …). */
export type ReportContent = Readonly<Record<string, unknown>>;

export type BoundBlock =
  | { state: 'ready'; props: Record<string, unknown> }
  | { state: 'hidden' }
  | {
      state: 'failed';
      reason: string;
      problems?: readonly DefinitionIssue[];
      /** What the panel names for the reader: the field a transform needed and did not find (Danish). */
      detail?: string;
    }
  | { state: 'noAccess' }
  | { state: 'unavailable'; reason: 'computing' };

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
  if (block.problems.length > 0) return failedContract(block, block.problems, input);
  const values: Record<string, unknown> = {};
  for (const alias of block.sources) {
    const state = input.sources.get(alias);
    if (!state || state.state === 'missing') return missing(block.whenMissing, alias, state?.model, input.context);
    if (state.state === 'invalid') return { state: 'failed', reason: `invalid data: ${alias}` };
    values[alias] = state.content;
  }
  const variables = { content: input.content, context: expressionContext(input.context, input.content) };
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
        if (error instanceof TransformError) return failedTransform(block, prop, error, input);
        throw new Error(developerText.evaluationFailed(prop, (error as Error).message));
      }
    }
    if (block.contract) {
      const problems = checkBoundProps(block.contract, props, new Set(Object.keys(block.bind)), block.pointer);
      if (problems.length > 0) return failedContract(block, problems, input);
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

/** Data that breaks a transform's contract fails the block alone; the panel names the step and the field. */
function failedTransform(block: CompiledBlock, prop: string, error: TransformError, input: BindInput): BoundBlock {
  const pointer = `${block.pointer}/bind/${escapePointer(prop)}`;
  const reason = developerText.evaluationFailed(prop, error.message);
  input.logger.error(developerText.transformFailed, {
    source: input.source,
    block: block.id,
    pointer,
    error: error.message,
  });
  return { state: 'failed', reason, problems: [{ pointer, message: error.message }], detail: error.message };
}

/** A block that breaks its block type's contract fails alone, logged with the pointer and the Danish message. */
function failedContract(block: CompiledBlock, problems: readonly DefinitionIssue[], input: BindInput): BoundBlock {
  input.logger.error(developerText.propsInvalid, {
    source: input.source,
    block: block.id,
    problems: problems.map((p) => `${p.pointer}: ${p.message}`),
  });
  return { state: 'failed', reason: problems.map((p) => `${p.pointer}: ${p.message}`).join('; '), problems };
}

/**
 * A block whose model section is absent: hidden when its definition says so; 'still computing' while the
 * analysis runs; 'no access' (spec §8: 'Du har ikke adgang til denne model.') when the viewer's subscription lacks
 * the model or the block expects the model may be absent (whenMissing 'noAccess': the global score, which the
 * server derives only for a genre and audience the rules know); the generic panel for the rest (their data should
 * always be there).
 */
function missing(
  effect: MissingDataEffect,
  alias: string,
  model: string | undefined,
  context: ReportContext,
): BoundBlock {
  if (effect === 'hide') return { state: 'hidden' };
  if (model && context.includedModels && !context.includedModels.includes(model)) return { state: 'noAccess' };
  if (context.analysisPending) return { state: 'unavailable', reason: 'computing' };
  if (effect === 'noAccess') return { state: 'noAccess' };
  return { state: 'failed', reason: `no data: ${alias}` };
}
