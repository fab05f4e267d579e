/**
 * (X)HTML → blocks, for epub chapters: p, li, blockquote and div text become
 * paragraphs, <br> a line break inside the paragraph's text that starts a new paragraph when the next line is
 * dialogue, h1-h6 headings (chapter marks), <hr> and lines of asterisks scene breaks. Script and style are skipped.
 */
import type { TextBlock } from './manuscript-text.ts';
import { parseMarkup } from './markup.ts';
import { TextBudget } from './text-budget.ts';
import { linesToBlocks } from './txt.ts';

const blockTags = new Set(['p', 'div', 'li', 'blockquote', 'section', 'article', 'tr', 'dd', 'dt', 'pre']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const skippedTags = new Set(['script', 'style', 'head', 'title', 'nav']);

export function htmlToBlocks(html: Uint8Array | string, budget = new TextBudget()): TextBlock[] {
  const blocks: TextBlock[] = [];
  let buffer = '';
  let skipDepth = 0;
  let headingDepth = 0;
  const flush = () => {
    const text = buffer;
    buffer = '';
    if (text.trim() === '') return;
    if (headingDepth > 0) {
      blocks.push({ kind: 'heading', text: text.replace(/\s+/g, ' ').trim() });
      return;
    }
    for (const block of linesToBlocks(text.split('\n'))) blocks.push(block);
  };
  parseMarkup(
    html,
    {
      onopentag(name) {
        if (skippedTags.has(name)) skipDepth++;
        else if (name === 'br') buffer += '\n';
        else if (name === 'hr') {
          flush();
          blocks.push({ kind: 'sceneBreak', text: '' });
        } else if (headingTags.has(name)) {
          flush();
          headingDepth++;
        } else if (blockTags.has(name)) flush();
      },
      ontext(text) {
        if (skipDepth > 0) return;
        const collapsed = text.replace(/\s+/g, ' ');
        budget.spend(collapsed.length);
        buffer += collapsed;
      },
      onclosetag(name) {
        if (skippedTags.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (headingTags.has(name)) {
          flush();
          headingDepth = Math.max(0, headingDepth - 1);
        } else if (blockTags.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  flush();
  return blocks;
}
