// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PassagesPage } from '../../schemas/api/passages.ts';
import type { PassagesRequest } from './passages-source.ts';
import { renderBlocks } from './test-harness.tsx';

afterEach(cleanup);

const list = {
  type: 'expandableList',
  id: 'cliches',
  props: { title: 'Klichéerne', passages: { model: 'Cliches', keyField: 'key', title: 'klichéen' } },
  bind: { items: "[{'label': 'kold som is', 'detail': '(12)', 'key': 'kold som is'}, {'label': 'uden nøgle'}]" },
};

/** Twelve finds of 'kold som is' on two pages; anything else is not found. */
function source(asked: PassagesRequest[]) {
  return async (request: PassagesRequest): Promise<PassagesPage> => {
    asked.push(request);
    if (request.key !== 'kold som is') throw new Error('Siden findes ikke.');
    const on = request.page === 1 ? 10 : 2;
    return {
      model: request.model,
      key: request.key,
      total: 12,
      stored: 12,
      page: request.page,
      pages: 2,
      pageSize: 10,
      passages: Array.from({ length: on }, (_, i) => ({
        sentence: `Hun var kold som is nr. ${(request.page - 1) * 10 + i + 1}.`,
        marks: [{ start: 8, end: 19 }],
        position: 12.5,
        paragraph: i,
      })),
    };
  };
}

describe("the 'Passager' dialog", () => {
  it('opens from a list item with a key, marks the found words, and pages with Forrige/Næste', async () => {
    const asked: PassagesRequest[] = [];
    await renderBlocks([list], { passages: source(asked) });
    expect(screen.getByText('uden nøgle').tagName).toBe('SPAN');
    fireEvent.click(screen.getByRole('button', { name: 'Vis passager med »kold som is«' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passager: klichéen »kold som is«' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10));
    expect(dialog.querySelector('mark')?.textContent).toBe('kold som is');
    expect(within(dialog).getAllByText('(12,5 % inde i bogen)')).toHaveLength(10);
    expect(within(dialog).getByText('Side 1 af 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(asked.map((request) => request.page)).toEqual([1, 2]);
    expect(within(dialog).getByRole('button', { name: 'Næste' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forrige' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10));
  });

  it("shows the server's Danish reason when the passages cannot be read", async () => {
    const withKey = {
      ...list,
      bind: { items: "[{'label': 'Frederik', 'key': 'Frederik'}]" },
    };
    await renderBlocks([withKey], { passages: source([]) });
    fireEvent.click(screen.getByRole('button', { name: 'Vis passager med »Frederik«' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Siden findes ikke.');
  });

  it('offers no passages where the app gives no source (a similar book, print)', async () => {
    await renderBlocks([list]);
    expect(screen.queryByRole('button', { name: /Vis passager/ })).toBeNull();
  });
});
