// @vitest-environment happy-dom
/**
 * A paragraph of the manuscript view: overlapping finds (a cliché over a power word, a long sentence over both)
 * keep the text whole, each find gets one labelled button before its words, hidden kinds and marks outside the
 * text are left out.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewCategory, ViewParagraph } from '../../../schemas/api/manuscript-view.ts';
import { MarkedParagraph } from './MarkedParagraph.tsx';

afterEach(cleanup);

const text = 'Han var kold som is, og rædslen voksede stille i ham.';
const paragraph: ViewParagraph = {
  index: 4,
  text,
  marks: [
    { category: 'lange-saetninger', key: '', start: 0, end: text.length },
    { category: 'klicheer', key: 'kold som is', start: 8, end: 19 },
    { category: 'staerke-ord', key: 'rædsel', start: 24, end: 31 },
    { category: 'biord', key: 'stille', start: 40, end: 46 },
    { category: 'navne', key: 'Ham', start: 50, end: 90 },
  ],
};

function renderParagraph(shown: ViewCategory[]) {
  return render(
    <MemoryRouter>
      <p data-testid="p">
        <MarkedParagraph paragraph={paragraph} shown={new Set(shown)} />
      </p>
    </MemoryRouter>,
  );
}

describe('MarkedParagraph', () => {
  it('keeps the text whole and puts one labelled button before each find shown', () => {
    renderParagraph(['klicheer', 'staerke-ord', 'biord', 'lange-saetninger', 'navne']);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Lang sætning: »Han var kold som is, og rædslen voksede stille i ham.«',
      'Kliché: »kold som is«',
      'Stærkt ord: »rædslen«',
      'Biord: »stille«',
    ]);
    expect(buttons.map((b) => b.textContent)).toEqual(['L', 'K', 'S', 'B']);
    // The text without the buttons' letters is the paragraph's text.
    const p = screen.getByTestId('p');
    for (const button of buttons) button.remove();
    expect(p.textContent).toBe(text);
    expect(p.querySelector('.msv-klicheer')?.textContent).toBe('kold som is');
    expect(p.querySelector('.msv-klicheer')?.classList.contains('msv-lange-saetninger')).toBe(true);
    // A long sentence alone has a background, no underline.
    expect(p.querySelector('.msv-lange-saetninger:not(.msv-mark)')?.textContent).toBe('Han var ');
  });

  it('leaves out the kinds switched off', () => {
    renderParagraph(['biord']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['B']);
    expect(screen.getByTestId('p').querySelector('.msv-klicheer')).toBeNull();
  });

  it('shows the plain text with nothing switched on', () => {
    renderParagraph([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('p').textContent).toBe(text);
  });
});
