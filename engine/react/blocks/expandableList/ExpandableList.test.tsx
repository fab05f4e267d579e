// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { nextCount } from './ExpandableList.tsx';
import { expandableListExample } from './example.ts';

afterEach(cleanup);

describe('expandable list block', () => {
  it("starts at `start` items, 'Se flere' adds `step`, 'Se færre' takes them away again", async () => {
    const { container } = await renderBlocks([expandableListExample]);
    const count = () => container.querySelectorAll('li').length;
    expect(count()).toBe(3);
    fireEvent.click(screen.getByText('Se flere'));
    expect(count()).toBe(6);
    fireEvent.click(screen.getByText('Se flere'));
    expect(count()).toBe(7);
    expect(screen.queryByText('Se flere')).toBeNull();
    fireEvent.click(screen.getByText('Se færre'));
    expect(count()).toBe(4);
  });

  it('shows every item of a short list in print, with no buttons', async () => {
    const { container } = await renderBlocks([expandableListExample], { context: { print: true } });
    expect(container.querySelectorAll('li')).toHaveLength(7);
    expect(container.querySelector('button')).toBeNull();
  });

  it('shows at most 20 items in print, with how many there are in all', async () => {
    const long = { ...expandableListExample, id: 'long', bind: { items: "[1..45].('ord ' & $string($))" } };
    const { container } = await renderBlocks([long], { context: { print: true } });
    expect(container.querySelectorAll('li')).toHaveLength(20);
    expect(container.querySelector('li:last-child')?.textContent).toBe('ord 20');
    expect(container.querySelector('.lk-print-cap')?.textContent).toBe('Viser 20 af 45');
    cleanup();
    const screenView = await renderBlocks([long]);
    expect(screenView.container.querySelector('.lk-print-cap')).toBeNull();
  });

  it('never goes below the start or above the total', () => {
    expect(nextCount(3, 3, 3, 4, true)).toBe(4);
    expect(nextCount(4, 3, 3, 4, false)).toBe(3);
  });
});
