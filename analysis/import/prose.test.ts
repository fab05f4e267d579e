import { describe, expect, it } from 'vitest';
import { analyseManuscript } from '../index.ts';
import { assertProse, proseBounds } from './prose.ts';
import { textToBlocks } from './txt.ts';

const paragraph = 'Hun gik ned til søen og så på vandet, der lå stille i aftensolen. Han kom efter hende! ';
const danish = paragraph.repeat(60); // about 5 kB
const codeOf = (text: string) => {
  try {
    assertProse(textToBlocks(text));
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('prose or not (issue 32: garbage that analysed)', () => {
  it('passes Danish prose, short and long', () => {
    expect(codeOf('Hun gik hjem.')).toBe('ok');
    expect(codeOf(danish)).toBe('ok');
  });

  it('refuses one word, however long, as not prose', () => {
    expect(codeOf('Hjem')).toBe('NOT_PROSE');
    expect(codeOf('a'.repeat(10_000_000))).toBe('NOT_PROSE');
  });

  it('refuses 5 kB of Danish glued to a 200,000-character word', () => {
    expect(codeOf(`${danish} ${'ogsåhangikhjem'.repeat(14_300)} ${danish}`)).toBe('NOT_PROSE');
  });

  it('refuses symbols and numbers without a word, and words with no sentence end', () => {
    expect(codeOf('... --- 123 456 !!!')).toBe('NO_SENTENCES');
    expect(codeOf('x'.repeat(30).concat(' = ; { } ').repeat(2))).toBe('NOT_PROSE');
    expect(codeOf('hun gik ned til søen og '.repeat(proseBounds.maxWordsPerSentence))).toBe('NOT_PROSE');
  });

  it('a 10,000,000-byte file of one word is refused by the analysis within 5 s, before segmentation', async () => {
    const started = performance.now();
    await expect(
      analyseManuscript({ bytes: new TextEncoder().encode('a'.repeat(10_000_000)), fileName: 'et-ord.txt' }),
    ).rejects.toMatchObject({ code: 'NOT_PROSE' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
