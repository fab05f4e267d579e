// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { tabsExample } from './example.ts';

afterEach(cleanup);

describe('tabs block', () => {
  it('numbers its tabs and shows one panel at a time', async () => {
    const { container } = await renderBlocks([tabsExample]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['1. Første', '2. Anden']);
    expect(await screen.findByText('Første fane')).toBeTruthy(); // the panel mounts a moment after the tabs
    expect(container.textContent).not.toContain('Anden fane');
    fireEvent.click(screen.getByText('2. Anden'));
    expect(await screen.findByText('Anden fane')).toBeTruthy();
  });

  it('shows every panel at once in print', async () => {
    const { container } = await renderBlocks([tabsExample], { context: { print: true } });
    expect(container.textContent).toContain('Første fane');
    expect(container.textContent).toContain('Anden fane');
  });
});
