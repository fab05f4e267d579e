// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import { collectingLogger, loadReportDefinition } from '../index.ts';
import { fullCheckOptions } from './check-options.ts';
import { ReportView } from './ReportView.tsx';
import { settled } from './test-harness.tsx';

const readabilityJson = JSON.parse(readFileSync('reports/readability.report.json', 'utf8'));
const data: RevisionDataItem[] = JSON.parse(readFileSync('tests/fixtures/reports/revision-data.json', 'utf8'));
const context = { reportId: 8, isAdmin: false, isTrial: false, isSimilarBook: false };
const definition = loadReportDefinition(readabilityJson, 'readability.report.json', fullCheckOptions);

afterEach(cleanup);

describe('ReportView on the Læsbarhed page', () => {
  it('renders the measures table, the floored LIX with its band and the scale marker', async () => {
    const logger = collectingLogger();
    const { container } = render(<ReportView definition={definition} data={data} context={context} logger={logger} />);
    await settled(container);
    const table = container.querySelector('[data-block-id="measures"] table');
    expect(table?.querySelectorAll('th[scope="row"]')).toHaveLength(5);
    // da-DK: thousands with '.', decimals with ','; 2 decimals and unit 'ord' for the sentence length.
    expect(table?.textContent).toContain('18.240');
    expect(table?.textContent).toContain('12,00 ord');
    expect(table?.textContent).toContain('21,0');
    const lix = container.querySelector('[data-block-id="lix"] [data-value]');
    expect(lix?.textContent).toBe('33'); // 33.99 floored, not rounded
    expect(container.querySelector('[data-block-id="lix"]')?.textContent).toContain('Let for øvede læsere');
    const marker = container.querySelector('.lk-scale-marker');
    expect(marker?.getAttribute('data-position')).toBe('33.99');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Læsbarhed');
    expect(container.querySelectorAll('[data-block-state="failed"]')).toHaveLength(0);
    expect(logger.entries).toEqual([]);
  });

  it('takes the band texts from content when present and lists the text split on semicolons', async () => {
    const content = { lix: [{ min: 25, max: 34, headline: 'Let for øvede', text: 'Ugeblade; Krimier; Romaner' }] };
    const { container } = render(
      <ReportView definition={definition} data={data} content={content} context={context} />,
    );
    await settled(container);
    const items = container.querySelectorAll('[data-block-id="lix"] li');
    expect([...items].map((li) => li.textContent)).toEqual(['Ugeblade', 'Krimier', 'Romaner']);
  });

  it('shows the generic panel only in the blocks whose payload fails its schema', async () => {
    const logger = collectingLogger();
    const broken = data.map((item) =>
      item.model === 'Legibility' && item.section === 'global'
        ? { ...item, content: { ...(item.content as object), lix: 'høj' } }
        : item,
    );
    const { container } = render(
      <ReportView definition={definition} data={broken} context={context} logger={logger} />,
    );
    await settled(container);
    const failed = [...container.querySelectorAll('[data-block-state="failed"]')].map((e) =>
      e.getAttribute('data-block-id'),
    );
    expect(failed).toEqual(['measures', 'lix', 'lix-scale']);
    expect(container.querySelector('[data-block-id="lix-per-part"]')?.getAttribute('data-block-state')).toBe('ready');
    expect(container.querySelector('[data-block-id="lix"]')?.textContent).toContain('Der opstod en fejl');
    expect(logger.entries.some((e) => e.message.includes('models/Legibility/global'))).toBe(true);
  });
});

describe('ReportView content checks', () => {
  it('leaves out a content payload that fails its schema, with a warning, and falls back', async () => {
    const logger = collectingLogger();
    const content = { lix: [{ min: 25, max: 34, headline: '', text: 'x' }] };
    const { container } = render(
      <ReportView definition={definition} data={data} content={content} context={context} logger={logger} />,
    );
    await settled(container);
    expect(container.querySelector('[data-block-id="lix"] h3')?.textContent).toBe('25-34: Let for øvede læsere');
    expect(logger.entries.map((e) => e.message)).toEqual([
      expect.stringContaining("content 'lix' fails its schema and is left out"),
    ]);
  });

  it('writes the floored LIX at the scale marker, placed at the exact value', async () => {
    const { container } = render(<ReportView definition={definition} data={data} context={context} />);
    await settled(container);
    expect(container.querySelector('.lk-scale-marker-value')?.textContent).toBe('33');
  });
});
