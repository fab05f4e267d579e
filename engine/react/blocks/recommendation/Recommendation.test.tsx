// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { recommendationLayout } from './Recommendation.tsx';

afterEach(cleanup);

const block = (items: string) => ({ type: 'recommendation', id: 'rec', bind: { items } });

describe('recommendation block', () => {
  it('is left out of a printed page that omits it (context.printOmit), and only in print', async () => {
    const rec = block("[{'message': 'Ret', 'RAG': 'R', 'RAGText': 'Dårligt'}]");
    const omitted = await renderBlocks([rec], { context: { print: true, printOmit: ['recommendation'] } });
    expect(omitted.container.querySelector('.lk-recommendations')).toBeNull();
    cleanup();
    const kept = await renderBlocks([rec], { context: { print: true, printOmit: ['articles'] } });
    expect(kept.container.querySelector('.lk-recommendations')).not.toBeNull();
    cleanup();
    const onScreen = await renderBlocks([rec], { context: { printOmit: ['recommendation'] } });
    expect(onScreen.container.querySelector('.lk-recommendations')).not.toBeNull();
  });

  it("shows 'Godt gået! …' and check icons when every recommendation is G", async () => {
    const { container } = await renderBlocks([
      block(
        "[{'message': 'Fint', 'RAG': 'G', 'RAGText': 'Godt'}, {'message': 'Også fint', 'RAG': 'G', 'RAGText': 'Godt'}]",
      ),
    ]);
    expect(container.textContent).toContain('Godt gået! Du har fuldført alle anbefalinger på denne side!');
    expect(container.querySelectorAll('.lk-check')).toHaveLength(2);
  });

  it('shows no such message when one is not G, and a check only for the G one', async () => {
    const { container } = await renderBlocks([
      block(
        "[{'message': 'Fint', 'RAG': 'G', 'RAGText': 'Godt'}, {'message': 'Ret', 'RAG': 'R', 'RAGText': 'Dårligt'}]",
      ),
    ]);
    expect(container.textContent).not.toContain('Godt gået');
    expect(container.querySelectorAll('.lk-check')).toHaveLength(1);
    expect(container.querySelector('[data-rag="R"]')?.textContent).toContain('Dårligt');
  });

  it("lets the page decide with 'allDone' (an element marked done counts; a red one does not)", async () => {
    const green = "[{'message': 'Fint', 'RAG': 'G', 'RAGText': 'Godt'}]";
    const notDone = await renderBlocks([{ ...block(green), bind: { items: green, allDone: 'false' } }]);
    expect(notDone.container.textContent).not.toContain('Godt gået');
    cleanup();
    const amber = "[{'message': 'Ret', 'RAG': 'A', 'RAGText': 'Kan forbedres'}]";
    const done = await renderBlocks([{ ...block(amber), bind: { items: amber, allDone: 'true' } }]);
    expect(done.container.textContent).toContain('Godt gået!');
  });

  it('ignores an empty recommendation result', async () => {
    const { container } = await renderBlocks([block('[]')]);
    expect(container.querySelector('.lk-recommendations')).toBeNull();
  });

  it('lays out by count: up to 3, 4, 5 and 6', () => {
    expect([1, 3, 4, 5, 6, 9].map(recommendationLayout)).toEqual([
      'lk-recs-small',
      'lk-recs-small',
      'lk-recs-4',
      'lk-recs-5',
      'lk-recs-6',
      'lk-recs-6',
    ]);
  });
});
