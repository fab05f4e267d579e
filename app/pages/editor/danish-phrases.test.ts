import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { danishEditorPhrases } from './danish-phrases.ts';

/** Every phrase the installed CodeMirror packages ask for (`phrase("…")`, `phrase(view, "…")`, fold texts). */
function codemirrorPhrases(): Set<string> {
  const folder = resolve(import.meta.dirname, '../../../node_modules/@codemirror');
  const phrases = new Set<string>();
  for (const pkg of readdirSync(folder)) {
    let source: string;
    try {
      source = readFileSync(join(folder, pkg, 'dist/index.js'), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/phrase\((?:[\w.]+,\s*)?"([^"]+)"/g)) phrases.add(match[1]!);
    for (const match of source.matchAll(/"(Fold line|Unfold line|Folded lines|Unfolded lines)"/g))
      phrases.add(match[1]!);
  }
  return phrases;
}

describe("the editor's Danish phrases", () => {
  it('cover every phrase CodeMirror asks for, so no search or lint text stays in English', () => {
    const asked = codemirrorPhrases();
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((phrase) => !(phrase in danishEditorPhrases))).toEqual([]);
  });

  it('keep the placeholders CodeMirror fills in', () => {
    for (const [phrase, danish] of Object.entries(danishEditorPhrases)) {
      expect(danish.includes('$'), phrase).toBe(phrase.includes('$'));
    }
  });
});
