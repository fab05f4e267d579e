// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { reportPages } from '../reports/definitions.ts';
import { StoreContext } from '../stores/context.ts';
import { RootStore } from '../stores/RootStore.ts';
import { baseApi, fakeAuthService } from '../test-support/render-app.tsx';
import { reportIconId } from './ReportIcon.tsx';
import { ReportNav } from './ReportNav.tsx';

afterEach(cleanup);

function renderNav(isCurrent?: (id: number) => boolean, onPageIntent?: (id: number) => void) {
  const root = new RootStore(fakeAuthService(false), baseApi().asClient());
  render(
    <StoreContext.Provider value={root}>
      <MemoryRouter initialEntries={['/trial?rapport=8']}>
        <ReportNav
          dashboardHref="/trial?rapport=0"
          reportHref={(id) => `/trial?rapport=${id}`}
          isCurrent={isCurrent}
          onPageIntent={onPageIntent}
        />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
  return root;
}

describe('ReportNav', () => {
  it('marks only the chosen page of the trial report as current', () => {
    renderNav((id) => id === 8);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Læsbarhed']);
  });

  it("tells of a page's link pressed by the pointer or clicked from the keyboard, with the page's report id", () => {
    const pressed: number[] = [];
    renderNav(undefined, (id) => pressed.push(id));
    const link = (name: string) => screen.getByRole('link', { name });
    fireEvent.pointerDown(link('Læsbarhed'));
    fireEvent.click(link('Tempo'));
    fireEvent.pointerDown(link('Overblik'));
    const byTitle = Object.fromEntries(reportPages.map((d) => [d.title, d.reportId]));
    expect(pressed).toEqual([byTitle.Læsbarhed, byTitle.Tempo, 0]);
  });

  it('opens and closes the report list on a narrow screen through the toggles store', () => {
    const root = renderNav();
    const button = screen.getByRole('button', { name: 'Vis rapporter' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(root.toggles.isOn('reportNavOpen')).toBe(true);
    expect(screen.getByRole('button', { name: 'Skjul rapporter' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Rapporter' }).className).toContain('open');
  });

  it('shows a decorative icon before every page name, each page its own by its report id, whatever models it reads', () => {
    renderNav();
    const links = screen.getAllByRole('link');
    for (const link of links) {
      const icon = link.querySelector('svg.report-icon');
      expect(icon, link.textContent ?? '').not.toBeNull();
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    }
    const ids = reportPages.map((d) => reportIconId(d));
    expect(new Set(ids).size).toBe(reportPages.length);
    const byTitle = Object.fromEntries(reportPages.map((d) => [d.title, reportIconId(d)]));
    expect(byTitle).toMatchObject({ 'Din bog': '1', Læsbarhed: '8', Scener: '13', Karakter: '14', Klicheer: '17' });
    expect(
      links
        .find((a) => a.textContent === 'Læsbarhed')
        ?.querySelector('svg')
        ?.getAttribute('data-icon'),
    ).toBe('8');
  });
});
