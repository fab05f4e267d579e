// @vitest-environment happy-dom
/** The printed report's cover: the total and what it is measured against, each said once and plainly. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { totalScoreSetting } from '../../engine/rules/total-score.ts';
import { PrintCover } from './PrintCover.tsx';

afterEach(cleanup);

describe('PrintCover', () => {
  it('says the total and, on a line of its own, the setting it is measured against (no nested brackets)', () => {
    const setting = totalScoreSetting('given');
    const { container } = render(<PrintCover title="Faust" date="2026-11-28" score={69} scoreSetting={setting} />);
    expect(container.querySelector('.print-score')?.textContent).toBe('Samlet score: 69 af 100');
    expect(container.querySelector('.print-score-setting')?.textContent).toBe(setting);
    expect(container.textContent).not.toMatch(/\([^)]*\([^)]*\)\)/u);
  });

  it('says no setting when there is no total (the trial report)', () => {
    const { container } = render(<PrintCover title="Prøverapport" date="2026-11-28" scoreSetting="Målt mod …" />);
    expect(container.querySelector('.print-score')).toBeNull();
    expect(container.querySelector('.print-score-setting')).toBeNull();
  });
});
