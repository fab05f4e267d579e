/**
 * Schema-aware completion for the JSON editor: a block type after `"type": "` (a transform's name inside a pipeline's
 * "transform" list), and inside a block's "props" the
 * props its block type has (from the block schemas). basicSetup brings the completion itself; the JSON language's
 * data adds this source to it (types only are imported here).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';

export interface BlockCompletions {
  blockTypes: readonly string[];
  /** The named transforms a binding's pipeline may use (schemas/transforms). */
  transforms: readonly string[];
  propsOf: (type: string) => readonly string[];
}

/** Completes a block type after `"type": "` and a prop name inside a block's "props". */
export function completionSource(completions: BlockCompletions) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"[\w-]*/);
    if (!word) return null;
    const before = context.state.sliceDoc(Math.max(0, word.from - 400), word.from);
    if (/"transform"\s*:\s*\[[^\]]*\{\s*"type"\s*:\s*$/.test(before)) {
      return {
        from: word.from + 1,
        options: completions.transforms.map((name) => ({ label: name, type: 'enum', detail: 'transformation' })),
      };
    }
    if (/"type"\s*:\s*$/.test(before)) {
      return {
        from: word.from + 1,
        options: completions.blockTypes.map((type) => ({ label: type, type: 'enum', detail: 'bloktype' })),
      };
    }
    const block = /"type"\s*:\s*"([\w-]+)"[^{}]*"props"\s*:\s*\{[^{}]*$/.exec(before);
    if (block) {
      return {
        from: word.from + 1,
        options: completions.propsOf(block[1]!).map((prop) => ({ label: prop, type: 'property' })),
      };
    }
    return null;
  };
}
