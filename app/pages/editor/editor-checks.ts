/**
 * The checks of the editors' area: those of the server (engine/editorial-checks.ts) with the block contracts the
 * app renders with and the Vega-Lite compile (loaded with the editor: it is the chart's own chunk), once their
 * validators are loaded.
 */
import { contentProblems, definitionProblems, isEditableContent, loadEngineValidators } from '../../../engine/index.ts';
import { blockContracts } from '../../../engine/react/index.ts';
import { editableContent } from '../../../schemas/api/editor.ts';
import { transformNames } from '../../../schemas/transforms/index.ts';
import { loadValidators } from '../../../schemas/validate.ts';
import type { PayloadCheck } from '../../stores/EditorStore.ts';

let prepared: Promise<PayloadCheck> | undefined;

export function editorChecks(): Promise<PayloadCheck> {
  prepared ??= (async () => {
    const [{ compileVegaLite }] = await Promise.all([
      import('../../../engine/react/blocks/chart/compile-vega-lite.ts'),
      loadEngineValidators(),
      loadValidators(...Object.values(editableContent)),
    ]);
    const options = { blockTypes: blockContracts, compileVegaLite };
    return (kind, name, payload, others) => {
      if (kind === 'report') return definitionProblems(name, payload, others, options);
      return isEditableContent(name) ? contentProblems(name, payload) : [];
    };
  })();
  return prepared;
}

/** Block types and their props, for the JSON editor's completion. */
export const blockCompletions = {
  blockTypes: Object.keys(blockContracts).sort(),
  transforms: transformNames,
  propsOf: (type: string) => Object.keys(blockContracts[type]?.schema.properties ?? {}).sort(),
};
