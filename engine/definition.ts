import type { BlockPropsSchema } from '../schemas/block-props.ts';
import type { ModelName, SectionName } from '../schemas/models/index.ts';
import type { DefinitionIssue } from './errors.ts';
import type { CompiledExpression } from './expression.ts';

export type MissingDataEffect = 'failed' | 'noAccess' | 'hide';

export interface DataSource {
  model: ModelName;
  section: SectionName;
  /** Absent data is no failure: the blocks read nothing from it (docs/REPORTS.md, data sources). */
  optional?: boolean;
}

/** A display rule: show or hide the block when the condition is true. */
export interface CompiledRule {
  effect: 'show' | 'hide';
  condition: CompiledExpression;
}

/** One block of a loaded definition: static props, compiled bindings and rule, child blocks. */
export interface CompiledBlock {
  readonly id: string;
  readonly type: string;
  readonly title?: string;
  /** JSON pointer of the block in its definition file. */
  readonly pointer: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly bind: Readonly<Record<string, CompiledExpression>>;
  readonly when?: CompiledRule;
  readonly whenMissing: MissingDataEffect;
  /** The block type's contract; absent for a block type the engine does not know. */
  readonly contract?: BlockContract;
  /**
   * What is wrong with this block alone (unknown type, static props against its schema), found at load: the
   * block fails with these, the rest of the page renders. Pointers are absolute in the definition; texts Danish.
   */
  readonly problems: readonly DefinitionIssue[];
  /** Data source aliases this block's own expressions read. */
  readonly sources: ReadonlySet<string>;
  readonly blocks: readonly CompiledBlock[];
  readonly tabs: readonly { label: string; blocks: readonly CompiledBlock[] }[];
}

/** A definition after load: validated, normalised, every expression parsed and checked. */
export interface ReportDefinition {
  readonly key: string;
  readonly reportId: number;
  readonly title: string;
  readonly description?: string;
  /** The menu's icon id, when the page names one (else the one numbered like its reportId). */
  readonly icon?: string;
  /** The page's place in the report menu: its `menuOrder`, or else its reportId. */
  readonly menuOrder: number;
  /** Only administrators see the page (inside a manuscript; spec §2: similar books). */
  readonly adminOnly: boolean;
  /** Where the definition came from (a file name), used in every message about it. */
  readonly source: string;
  readonly data: Readonly<Record<string, DataSource>>;
  /** The model sections the page needs, for the app to request. */
  readonly models: readonly DataSource[];
  readonly blocks: readonly CompiledBlock[];
  /** Sources whose model section has no schema yet: their bindings could not be checked. */
  readonly uncheckedSources: readonly string[];
  /** Every block's problems (see CompiledBlock.problems): the page renders, those blocks fail; validation fails. */
  readonly blockProblems: readonly DefinitionIssue[];
}

/** A problem a block type's own check found in its props; `pointer` is relative to the props ('/spec/mark'). */
export interface PropsProblem {
  pointer: string;
  message: string;
}

/** Tools a props check may use where they are available (Node tools and tests pass them; the app need not). */
export interface PropsCheckTools {
  /** Compiles a Vega-Lite spec and throws on an error (vega-lite's `compile`). */
  compileVegaLite?: (spec: Record<string, unknown>) => unknown;
}

/**
 * What the engine knows of a block type: its props schema (schemas/blocks/<type>.ts, compiled ahead of time) and
 * an optional check of what a schema cannot say (a chart spec's safety and whether it compiles). Static props are
 * checked at load, the complete props after binding.
 */
export interface BlockContract {
  readonly schema: BlockPropsSchema;
  readonly check?: (props: Readonly<Record<string, unknown>>, tools: PropsCheckTools) => PropsProblem[];
}
