// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportAction } from '../../engine-context.ts';
import { renderBlocks } from '../../test-harness.tsx';

afterEach(cleanup);

const toggle = (bind: Record<string, string> = {}) => ({
  type: 'sourceToggle',
  id: 'source',
  props: { settingName: 'analysedOrGiven' },
  bind,
});

describe("'Analyseret'/'Angivet' toggle", () => {
  it("starts on 'Angivet' and asks the app to store 'Analyseret' when chosen", async () => {
    const actions: ReportAction[] = [];
    await renderBlocks([toggle()], { onAction: (a) => actions.push(a) });
    expect(screen.getByText('Angivet').closest('button')?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Analyseret'));
    expect(actions).toEqual([{ type: 'setSetting', name: 'analysedOrGiven', value: 'Analyseret' }]);
  });

  it('shows the warning until dismissed, and remembers the dismissal as a setting', async () => {
    const actions: ReportAction[] = [];
    const { container } = await renderBlocks([toggle()], { onAction: (a) => actions.push(a) });
    expect(container.querySelector('.lk-warning')).not.toBeNull();
    fireEvent.click(screen.getByText('Luk besked'));
    expect(container.querySelector('.lk-warning')).toBeNull();
    expect(actions).toEqual([{ type: 'setSetting', name: 'dismissedAnalysedWarning', value: 'true' }]);
  });

  it("is locked on 'Analyseret' for similar books", async () => {
    await renderBlocks([toggle({ locked: '$context.isSimilarBook' })], { context: { isSimilarBook: true } });
    const analysed = screen.getByText('Analyseret').closest('button');
    expect(analysed?.getAttribute('aria-checked')).toBe('true');
    expect(analysed?.hasAttribute('disabled')).toBe(true);
  });

  it('prints the source the page shows as text, with no buttons', async () => {
    const { container } = await renderBlocks([toggle()], { context: { print: true } });
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('.lk-warning')).toBeNull();
    expect(container.textContent).toBe('Datakilde for genre og målgruppe: Angivet');
  });
});
