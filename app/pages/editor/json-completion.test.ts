import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { blockCompletions } from './editor-checks.ts';
import { completionSource } from './json-completion.ts';

/** The completion offered where `|` stands in the text. */
function complete(textWithCursor: string) {
  const at = textWithCursor.indexOf('|');
  const state = EditorState.create({ doc: textWithCursor.replace('|', '') });
  const result = completionSource(blockCompletions)(new CompletionContext(state, at, true));
  return result ? { from: result.from, labels: result.options.map((o) => o.label) } : null;
}

describe('the JSON editor’s completion from the block schemas', () => {
  it('offers the block types after "type": "', () => {
    const result = complete('{ "blocks": [ { "type": "ch|" } ] }');
    expect(result?.labels).toContain('chart');
    expect(result?.labels).toContain('header');
    expect(result?.from).toBe('{ "blocks": [ { "type": "'.length);
  });

  it("offers a block type's props inside its props", () => {
    const result = complete('{ "type": "header", "id": "h", "props": { "ti|" } }');
    expect(result?.labels).toEqual(['subtitle', 'title']);
  });

  it('offers the named transforms after a pipeline\'s "type": "', () => {
    const result = complete(
      '{ "bind": { "items": { "from": "x", "transform": [ { "type": "sort" }, { "type": "to|" } ] } } }',
    );
    expect(result?.labels).toContain('top');
    expect(result?.labels).toContain('entries');
    expect(result?.labels).not.toContain('chart');
  });

  it('offers nothing elsewhere', () => {
    expect(complete('{ "title": "Læs|" }')).toBeNull();
  });
});
