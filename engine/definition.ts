import type { ModelName, SectionName } from '../schemas/models/index.ts';
import type { BlockType } from '../schemas/report-definition.ts';
import type { CompiledExpression } from './expression.ts';

export type MissingDataEffect = 'failed' | 'noAccess' | 'hide';

export interface DataSource {
  model: ModelName;
  section: SectionName;
}

/** A display rule: show or hide the block when the condition is true. */
export interface CompiledRule {
  effect: 'show' | 'hide';
  condition: CompiledExpression;
}

/** One block of a loaded definition: static props, compiled bindings and rule, child blocks. */
export interface CompiledBlock {
  readonly id: string;
  readonly type: BlockType;
  readonly title?: string;
  /** JSON pointer of the block in its definition file. */
  readonly pointer: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly bind: Readonly<Record<string, CompiledExpression>>;
  readonly when?: CompiledRule;
  readonly whenMissing: MissingDataEffect;
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
  /** Where the definition came from (a file name), used in every message about it. */
  readonly source: string;
  readonly data: Readonly<Record<string, DataSource>>;
  /** The model sections the page needs, for the app to request. */
  readonly models: readonly DataSource[];
  readonly blocks: readonly CompiledBlock[];
  /** Sources whose model section has no schema yet: their bindings could not be checked. */
  readonly uncheckedSources: readonly string[];
}

/** What a block type declares about its props, for load-time checks (from its schema.ts). */
export interface BlockPropsSpec {
  readonly props: readonly string[];
  readonly required: readonly string[];
}
