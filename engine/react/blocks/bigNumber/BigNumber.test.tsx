// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';

afterEach(cleanup);

describe('big number block', () => {
  it("shows the value, its band's range and headline, and the band text listed item by item on ';'", async () => {
    const { container } = await renderBlocks([
      {
        type: 'bigNumber',
        id: 'lix',
        props: {
          label: 'LIX',
          value: 33,
          rag: 'G',
          band: { min: 25, max: 34, headline: 'Let', text: 'Ugeblade;  Krimier ;' },
        },
      },
    ]);
    expect(container.querySelector('[data-value]')?.textContent).toBe('33');
    expect(container.querySelector('h3')?.textContent).toBe('25-34: Let');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Ugeblade', 'Krimier']);
    expect(container.querySelector('.lk-rag')?.textContent).toBe('Grøn');
  });
});
