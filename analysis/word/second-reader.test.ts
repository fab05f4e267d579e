/**
 * The annotated manuscript read by a second, independent OOXML reader (mammoth, which Word documents are commonly
 * converted with): it must find every comment we wrote, anchored in the text, the headings as headings, and exactly
 * the author's text, with no warning (docs/WORD.md).
 */
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { textToBlocks } from '../import/txt.ts';
import { analyseManuscriptWithPassages } from '../index.ts';
import { authorDocx, fixtureStory } from '../test-support/word-docx.ts';
import { categoryRules } from './categories.ts';
import { annotatedManuscript, commentCategories, type StoredPassages } from './index.ts';

const date = '2026-11-27T10:00:00Z';
const labels = Object.values(categoryRules).map((rule) => rule.label);

async function annotate(bytes: Uint8Array, fileName: string) {
  const { passages } = await analyseManuscriptWithPassages(
    { bytes, fileName },
    { maxBytes: 4_000_000 },
    { models: ['Cliches', 'PowerWords', 'ShowingTelling', 'Dialogue'] },
  );
  return annotatedManuscript({
    bytes,
    fileName,
    passages: passages as StoredPassages,
    categories: commentCategories,
    date,
  });
}

/** The document as mammoth reads it: HTML with the comments (references and bodies), and its plain text. */
async function readBack(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  const html = await mammoth.convertToHtml({ buffer }, { styleMap: ['comment-reference => sup'] });
  const raw = await mammoth.extractRawText({ buffer });
  const bodies = [...html.value.matchAll(/<dt id="comment-\d+">Comment \[([A-Z]+)\d+\]<\/dt><dd><p>(.*?) <a href/g)];
  return {
    messages: [...html.messages, ...raw.messages],
    html: html.value,
    references: [...html.value.matchAll(/<a href="#comment-\d+" id="comment-ref-\d+">/g)].length,
    bodies: bodies.map((m) => ({ initials: m[1]!, text: m[2]! })),
    text: raw.value,
  };
}

describe('a second reader (mammoth) opens the annotated manuscript', () => {
  it('of a .txt: Lektør’s comments in place, the chapter headings as headings, the text unchanged', async () => {
    const source = fixtureStory();
    const result = await annotate(new TextEncoder().encode(source), 'fyrtaarnet.txt');
    const read = await readBack(result.bytes);
    expect(read.messages).toEqual([]);
    expect(result.comments).toBeGreaterThan(10);
    expect(read.references).toBe(result.comments);
    expect(read.bodies).toHaveLength(result.comments);
    for (const body of read.bodies) {
      expect(body.initials).toBe('L');
      expect(labels.some((label) => body.text.startsWith(`${label}: »`))).toBe(true);
    }
    const headings = textToBlocks(source)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.text);
    expect(headings.length).toBeGreaterThan(1);
    expect([...read.html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual(headings);
    const paragraphs = (text: string) =>
      text
        .split(/\n+/u)
        .map((line) => line.trim())
        .filter(Boolean);
    const written = textToBlocks(source).map((block) => (block.kind === 'sceneBreak' ? '* * *' : block.text));
    expect(paragraphs(read.text)).toEqual(written);
  });

  it('of an author’s .docx: her own comment and table kept, our comments beside them, her text unchanged', async () => {
    const original = authorDocx({ ownComment: true });
    const result = await annotate(original.bytes, 'fyrtaarnet.docx');
    const before = await readBack(original.bytes);
    const after = await readBack(result.bytes);
    expect(after.messages).toEqual(before.messages);
    expect(after.text).toBe(before.text);
    expect(after.references).toBe(before.references + result.comments);
    expect(after.bodies.filter((body) => body.initials === 'L')).toHaveLength(result.comments);
    expect(after.bodies.filter((body) => body.initials !== 'L')).toEqual(before.bodies);
    expect(after.html).toContain('<table>');
  });
});
