// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlocks } from '../../test-harness.tsx';
import { infoButtonsExample } from './example.ts';

afterEach(cleanup);

describe('info buttons block', () => {
  it('opens a dialog with the text and closes it again', async () => {
    await renderBlocks([infoButtonsExample]);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('Hvad betyder LIX?'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('LIX er et mål for');
    fireEvent.click(screen.getByText('Luk'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prints every text at once instead of buttons', async () => {
    const { container } = await renderBlocks([infoButtonsExample], { context: { print: true } });
    expect(container.querySelector('button')).toBeNull();
    expect(container.textContent).toContain('LIX er et mål for');
  });
});
