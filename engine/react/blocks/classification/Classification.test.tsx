// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { classificationExample } from './example.ts';

afterEach(cleanup);

describe('classification block', () => {
  it('shows classes with da-DK percentages and display names, and the match text when given equals analysed', async () => {
    const { container } = await renderBlocks([classificationExample]);
    expect(container.querySelector('.lk-classes')?.textContent).toMatch(/Spænding\s62\s%/);
    expect(container.textContent).toContain('Din bog passer til genren.');
    expect(container.textContent).not.toContain('Spaending');
  });

  it('shows the no-match text when they differ, and hides characteristics with NoText', async () => {
    const block = {
      ...classificationExample,
      bind: {
        ...classificationExample.bind,
        analysed: "'Krimi'",
        characteristics: "[{'metric': 'Krimi', 'text': 'Et mord'}, {'metric': 'Boern', 'text': 'NoText'}]",
      },
    };
    const { container } = await renderBlocks([block]);
    expect(container.textContent).toContain('Din bog ligner en anden genre.');
    expect(container.querySelectorAll('.lk-characteristics li')).toHaveLength(1);
  });
});
