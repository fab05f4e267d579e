import { describe, expect, it } from 'vitest';
import { passagesPageSize } from '../../schemas/api/passages.ts';
import type { ModelPassages } from '../../schemas/passages.ts';
import { passagesPage } from './passages.ts';

/** 23 finds of 'rædslen', 12 of them stored, each in its own sentence. */
const stored: ModelPassages = {
  sentences: Array.from({ length: 12 }, (_, i) => `Rædslen greb hende for ${i + 1}. gang.`),
  keys: { rædslen: { total: 23, at: Array.from({ length: 12 }, (_, i) => [i, 0, 7, i * 3, i * 80]).flat() } },
};
const query = (page = 1) => ({ model: 'PowerWords' as const, key: 'rædslen', page });

describe('one page of passages', () => {
  it('pages the stored places and says that only some were kept', () => {
    const first = passagesPage(stored, query(), true);
    expect(first).toMatchObject({ total: 23, stored: 12, page: 1, pages: 2, pageSize: passagesPageSize });
    expect(first.passages[0]).toEqual({
      sentence: 'Rædslen greb hende for 1. gang.',
      marks: [{ start: 0, end: 7 }],
      position: 0,
      paragraph: 0,
    });
    expect(first.message).toBe('Viser de første 12 af 23 steder, hvor »rædslen« blev fundet.');
    const second = passagesPage(stored, query(2), true);
    expect(second.passages.map((passage) => passage.position)).toEqual([80, 88]);
  });

  it('refuses a page beyond the end', () => {
    expect(() => passagesPage(stored, query(3), true)).toThrow('Side 3 findes ikke: der er 2 sider med passager.');
  });

  it("speaks of a mood curve point's sentences, not of its key", () => {
    const mood = { sentences: stored.sentences, keys: { '3': stored.keys.rædslen! } };
    expect(passagesPage(mood, { model: 'Sentiment', key: '3', page: 1 }, true).message).toBe(
      'Viser de 12 sætninger med den stærkeste stemning af 23 i denne del af bogen.',
    );
    expect(passagesPage(mood, { model: 'Sentiment', key: '4', page: 1 }, true).message).toBe(
      'Ingen sætninger med en tydelig stemning i denne del af bogen.',
    );
  });

  it('explains a revision analysed before passages were kept', () => {
    expect(passagesPage(undefined, query(), false).message).toMatch(/analyseret, før Lektør gemte dem/);
  });
});
