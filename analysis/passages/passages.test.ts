import { describe, expect, it } from 'vitest';
import type { ModelName } from '../../schemas/models/index.ts';
import { placeWidth } from '../../schemas/passages.ts';
import { analyseTextWithPassages } from '../index.ts';
import { segmentManuscript } from '../text/document.ts';
import { PassageBook } from './recorder.ts';
import { passagesOf, type RevisionPassages } from './stored.ts';

const book = (...texts: string[]) => segmentManuscript(texts.map((text) => ({ kind: 'paragraph' as const, text })));

const story = book(
  '»Kom nu,« sagde Marie. Hun gik ud i den mørke have, og Peter fulgte efter.',
  'Hendes hjerte hamrede vildt i brystet. Rædslen greb hende.',
  '»Hvor skal vi hen, Marie?« spurgte Peter. Han var kold som is.',
  'Marie svarede ikke. Hun så på Peter og smilede, glad og lykkelig.',
);

/** The marked text of every place of a key: what the app would put in <mark>. */
function marked(passages: RevisionPassages, model: ModelName, key: string): string[] {
  const stored = passages[model]!;
  const at = stored.keys[key]?.at ?? [];
  const found: string[] = [];
  for (let i = 0; i < at.length; i += placeWidth) {
    const [sentence, start, end] = at.slice(i, i + 3) as [number, number, number];
    found.push(stored.sentences[sentence]!.slice(start, end));
  }
  return found;
}

describe('the passages the analysis records', () => {
  const { passages } = analyseTextWithPassages(story, { maxBytes: 1_000_000 });

  it('points at the found words in the sentences', () => {
    expect(marked(passages, 'Cliches', 'kold som is')).toEqual(['kold som is']);
    expect(marked(passages, 'Cliches', 'hjertet hamrede i brystet')).toEqual(['hjerte hamrede vildt i brystet']);
    // a power word's passages are kept under its lemma and mark the form the text wrote
    expect(marked(passages, 'PowerWords', 'rædsel')).toEqual(['Rædslen']);
    expect(marked(passages, 'Dialogue', 'sige')).toEqual(['sagde']);
    expect(marked(passages, 'Dialogue', 'spørge')).toEqual(['spurgte']);
    expect(marked(passages, 'Scenes', 'Marie')).toEqual(['Marie', 'Marie', 'Marie']);
    expect(marked(passages, 'ShowingTelling', 'lykkelig')).toEqual(['lykkelig']);
  }, 60_000);

  it('keeps the sentence, the paragraph and the position in the book', () => {
    const stored = passages.Cliches!;
    const [sentence, , , paragraph, permille] = stored.keys['kold som is']!.at;
    expect(stored.sentences[sentence!]).toBe('Han var kold som is.');
    expect(paragraph).toBe(2);
    // Two paragraphs of 31 words come before it.
    expect(permille).toBe(
      Math.round(((story.paragraphs[0]!.wordCount + story.paragraphs[1]!.wordCount) / story.wordCount) * 1000),
    );
  });

  it("records each mood curve point's sentences whole, nothing marked", () => {
    const parts = passages.Sentiment!;
    const all = Object.values(parts.keys).flatMap((key) => key.at);
    expect(all.length).toBeGreaterThan(0);
    for (let i = 0; i < all.length; i += placeWidth) expect(all[i + 1]).toBe(all[i + 2]);
  });
});

describe('the bounds of the stored passages', () => {
  const many = book(...Array.from({ length: 30 }, (_, i) => `Rædslen greb hende for ${i + 1}. gang. Han hadede alt.`));

  it('keeps at most the cap per key and counts every find', () => {
    const recorded = new PassageBook(many, 10);
    for (const paragraph of many.paragraphs) recorded.record('PowerWords', 'rædslen', paragraph, 0, 7);
    const stored = passagesOf(recorded, { maxBytes: 1_000_000 });
    expect(stored.PowerWords!.keys.rædslen!.total).toBe(30);
    expect(stored.PowerWords!.keys.rædslen!.at).toHaveLength(10 * placeWidth);
  });

  it('keeps fewer places per key, then fewer keys, to stay within the byte bound', () => {
    const { passages: roomy } = analyseTextWithPassages(many, { maxBytes: 1_000_000 });
    const { passages: tight } = analyseTextWithPassages(many, { maxBytes: 600 });
    expect(roomy.PowerWords!.keys.rædsel!.at).toHaveLength(30 * placeWidth);
    expect(JSON.stringify(tight).length).toBeLessThanOrEqual(600);
    expect(tight.PowerWords!.keys.rædsel!.total).toBe(30);
  });
});
