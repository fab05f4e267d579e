/**
 * A definition's formulas run once against sample data (the server uses the trial report) before it is stored, a
 * last check after the load-time bounds (engine/expression-bounds.ts): one that runs past JSONata's deterministic
 * guardrails (nesting depth, sequence length) or builds a result past the size bound is a problem at its pointer.
 * No clock is involved. Other failures depend on the data (a section the sample lacks) and are left to the page.
 */
import type { RevisionDataItem } from '../schemas/revision-data.ts';
import type { ReportContent } from './bind.ts';
import { blocksOf } from './blocks-of.ts';
import type { ReportDefinition } from './definition.ts';
import type { DefinitionIssue } from './errors.ts';
import type { CompiledExpression } from './expression.ts';
import { BoundsExceededError } from './expression-bounds.ts';
import { collectingLogger } from './logger.ts';
import { expressionContext } from './report-context.ts';
import { prepareSources } from './sources.ts';

export async function boundsProblems(
  definition: ReportDefinition,
  data: readonly RevisionDataItem[],
  content: ReportContent = {},
): Promise<DefinitionIssue[]> {
  const sources = prepareSources(definition, data, collectingLogger());
  const input: Record<string, unknown> = {};
  for (const [alias, state] of sources) if (state.state === 'ready') input[alias] = state.content;
  const context = expressionContext(
    { reportId: definition.reportId, isAdmin: false, isTrial: true, isSimilarBook: false },
    content,
  );
  const variables = { content, context };
  const problems: DefinitionIssue[] = [];
  const run = async (expression: CompiledExpression, pointer: string) => {
    try {
      await expression.evaluate(input, variables);
    } catch (error) {
      if (error instanceof BoundsExceededError) problems.push({ pointer, message: error.message });
    }
  };
  for (const block of blocksOf(definition.blocks)) {
    if (block.when) await run(block.when.condition, `${block.pointer}/when/condition`);
    for (const [prop, expression] of Object.entries(block.bind))
      await run(expression, `${block.pointer}/bind/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
  return problems;
}
