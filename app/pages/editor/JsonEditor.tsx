/**
 * The JSON editor (CodeMirror 6): JSON syntax, and the checks the server makes shown as you type, each problem
 * marked at its JSON pointer with its Danish message; completion of block types and of the props a block type
 * has, from the block schemas. The text is the store's; a text put in from outside (a version opened, the form)
 * replaces the editor's.
 */
import { json, jsonLanguage } from '@codemirror/lang-json';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { DefinitionIssue } from '../../../engine/index.ts';
import { jsonSyntaxError } from '../../stores/json-syntax.ts';
import { danishEditorPhrases } from './danish-phrases.ts';
import { type BlockCompletions, completionSource } from './json-completion.ts';
import { pointerRange } from './json-positions.ts';

export interface JsonEditorProps {
  /** The editor's accessible name. */
  label: string;
  text: string;
  /** Changes when a text is put in from outside. */
  revision: number;
  onChange: (text: string) => void;
  /** Checks the current text (the store's) and answers its problems. */
  check: () => readonly DefinitionIssue[];
  /** Words to complete inside a string: block types, and props by block type. */
  completions?: BlockCompletions;
}

function diagnostics(text: string, problems: readonly DefinitionIssue[]): Diagnostic[] {
  return problems.map((problem) => {
    const syntax = problem.pointer === '' ? jsonSyntaxError(text) : undefined;
    const range = syntax ? { from: syntax.offset, to: syntax.offset + 1 } : pointerRange(text, problem.pointer);
    const to = Math.min(Math.max(range.to, range.from + 1), text.length);
    return {
      from: Math.min(range.from, Math.max(0, to - 1)),
      to,
      severity: 'error',
      message: problem.pointer ? `${problem.pointer}: ${problem.message}` : problem.message,
    };
  });
}

const editorTheme = EditorView.theme({
  '&': { maxHeight: '70vh', fontSize: '0.875rem', border: '1px solid #6b7280', borderRadius: '4px' },
  '.cm-scroller': { overflow: 'auto' },
  '&.cm-focused': { outline: '2px solid #1d4ed8' },
});

export function JsonEditor({ label, text, revision, onChange, check, completions }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the editor's extensions (made once).
  const latest = useRef({ onChange, check });
  latest.current = { onChange, check };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; texts from outside follow below
  useEffect(() => {
    // In a shadow root of its own, CodeMirror's styles are constructed style sheets, which the page's
    // Content-Security-Policy (no inline styles) allows; in the document it would add a <style> element.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      doc: text,
      root: shadow,
      parent: shadow,
      extensions: [
        basicSetup,
        EditorState.phrases.of(danishEditorPhrases),
        editorTheme,
        json(),
        lintGutter(),
        linter((v) => diagnostics(v.state.doc.toString(), latest.current.check()), { delay: 400 }),
        ...(completions ? [jsonLanguage.data.of({ autocomplete: completionSource(completions) })] : []),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    // The text scrolls inside the editor: keyboard users reach the scrolling region too.
    editor.scrollDOM.tabIndex = 0;
    editor.scrollDOM.setAttribute('role', 'region');
    editor.scrollDOM.setAttribute('aria-label', `${label}, rulles`);
    view.current = editor;
    return () => editor.destroy();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a text put in from outside replaces the editor's
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [revision]);

  return <div className="json-editor" ref={host} data-testid="json-editor" />;
}
