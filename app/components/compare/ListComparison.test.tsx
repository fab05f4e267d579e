// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListComparison, SHOWN_AT_FIRST } from './ListComparison.tsx';

afterEach(cleanup);

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Navn ${i + 1}`, count: n - i }));

describe('ListComparison', () => {
  it('shows the first entries of a long part and the rest on »Vis alle«, and back', () => {
    const added = names(SHOWN_AT_FIRST + 2);
    render(<ListComparison title="Karakterer" delta={{ added, removed: [], changed: [], renamed: [] }} />);
    const list = screen.getByRole('list', { name: `Nye (${added.length})` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SHOWN_AT_FIRST);
    const more = screen.getByRole('button', { name: `Vis alle ${added.length}` });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(added.length);
    expect(within(list).getByText(`Navn ${added.length}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vis færre' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(SHOWN_AT_FIRST);
  });

  it('offers no button for a short part, and says »Ingen.« for an empty one', () => {
    render(
      <ListComparison
        title="Klichéer"
        delta={{ added: names(3), removed: [], changed: [{ name: 'kold som is', from: 12, to: 4 }], renamed: [] }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Ingen.')).toBeTruthy();
    expect(screen.getByText('kold som is: 12 → 4')).toBeTruthy();
    expect(screen.queryByText(/Omdøbte/)).toBeNull();
  });

  it('shows a character spelt differently as renamed, with both counts', () => {
    const renamed = [{ from: 'Poul Aggersøe', to: 'Povl Aggersøe', fromCount: 40, toCount: 38 }];
    render(<ListComparison title="Karakterer" delta={{ added: [], removed: [], changed: [], renamed }} />);
    const list = screen.getByRole('list', { name: 'Omdøbte (1)' });
    expect(within(list).getByRole('listitem').textContent).toBe('Poul Aggersøe → Povl Aggersøe (40 → 38)');
    expect(screen.getByRole('heading', { name: 'Fjernede (0)' })).toBeTruthy();
  });
});
