import { describe, expect, it } from 'vitest';
import { bindBlock, collectingLogger, loadReportDefinition, loadReportDefinitions } from './index.ts';

const definition = (key: string, reportId: number, blocks: unknown[] = [{ type: 'header', id: 'header' }]) => ({
  name: `${key}.report.json`,
  json: { key, reportId, title: key, data: {}, blocks },
});

describe('loadReportDefinitions', () => {
  it('a repeated reportId or key fails the later file alone; the others load', () => {
    const { definitions, failures } = loadReportDefinitions([
      definition('genre', 3),
      definition('audience', 3),
      { name: 'genre.report.json', json: definition('genre', 4).json },
      definition('tempo', 6),
    ]);
    expect(definitions.map((d) => d.key)).toEqual(['genre', 'tempo']);
    expect(failures.map((f) => f.message)).toEqual([
      'audience.report.json#/reportId: reportId 3 bruges også af genre.report.json',
      "genre.report.json#/key: key 'genre' bruges også af genre.report.json",
    ]);
  });

  it('a key that is not the file name fails, and one broken definition does not stop the others', () => {
    const { definitions, failures } = loadReportDefinitions([
      { name: 'reports/wrong.report.json', json: definition('genre', 3).json },
      { name: 'reports/broken.report.json', json: { key: 'broken' } },
      definition('tempo', 6),
    ]);
    expect(definitions.map((d) => d.key)).toEqual(['tempo']);
    expect(failures.map((f) => f.source)).toEqual(['reports/wrong.report.json', 'reports/broken.report.json']);
    expect(failures[0]?.message).toContain('/key: key skal svare til filnavnet (genre.report.json)');
  });

  it('$reportId(key) gives another report’s id; an unknown key is a load-time error', async () => {
    const link = { type: 'message', id: 'link', bind: { text: "$string($reportId('tempo'))" } };
    const { definitions, failures } = loadReportDefinitions([
      definition('genre', 3, [link]),
      definition('tempo', 6),
      definition('audience', 4, [{ ...link, bind: { text: "$string($reportId('tempi'))" } }]),
    ]);
    expect(failures.map((f) => f.message)).toEqual([
      "audience.report.json#/blocks/0/bind/text: der er ingen rapport med key 'tempi'",
    ]);
    const genre = definitions.find((d) => d.key === 'genre')!;
    const bound = await bindBlock(genre.blocks[0]!, {
      sources: new Map(),
      content: {},
      context: { reportId: 3, isAdmin: false, isTrial: false, isSimilarBook: false },
      logger: collectingLogger(),
      source: 'genre',
    });
    expect(bound).toEqual({ state: 'ready', props: { text: '6' } });
  });

  it('$reportId in a definition loaded on its own says how to load it', async () => {
    const alone = loadReportDefinition(
      definition('genre', 3, [{ type: 'message', id: 'm', bind: { text: "$string($reportId('tempo'))" } }]).json,
      'genre.report.json',
    );
    const logger = collectingLogger();
    const bound = await bindBlock(alone.blocks[0]!, {
      sources: new Map(),
      content: {},
      context: { reportId: 3, isAdmin: false, isTrial: false, isSimilarBook: false },
      logger,
      source: 'genre',
    });
    expect(bound.state).toBe('failed');
    expect(String(logger.entries[0]?.detail?.error)).toContain('load them together with loadReportDefinitions');
  });

  it('adminOnly is read from the definition, false by default', () => {
    const { definitions } = loadReportDefinitions([
      { name: 'similar-books.report.json', json: { ...definition('similar-books', 10).json, adminOnly: true } },
      definition('genre', 3),
    ]);
    expect(definitions.map((d) => [d.key, d.adminOnly])).toEqual([
      ['genre', false],
      ['similar-books', true],
    ]);
  });
});
