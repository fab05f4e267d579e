import { describe, expect, it } from 'vitest';
import { bindBlock, collectingLogger, loadReportDefinition, type ReportContext } from './index.ts';
import { analysisSource } from './report-context.ts';

const author: ReportContext = { reportId: 3, isAdmin: false, isTrial: false, isSimilarBook: false };
const setting = (value: string) => ({ settings: [{ name: 'analysedOrGiven', value }] });

describe("the 'Analyseret'/'Angivet' source of a page", () => {
  it("is the author's setting, 'given' when unset, and always 'analysed' for a similar book", () => {
    expect(analysisSource(author, setting('Analyseret'))).toBe('analysed');
    expect(analysisSource(author, setting('Angivet'))).toBe('given');
    expect(analysisSource(author, {})).toBe('given');
    expect(analysisSource({ ...author, isSimilarBook: true }, setting('Angivet'))).toBe('analysed');
  });

  it('expressions read it as $context.source, with $context.reportId beside it', async () => {
    const definition = loadReportDefinition(
      {
        key: 'genre',
        reportId: 3,
        title: 'Genre',
        data: {},
        blocks: [{ type: 'message', id: 'm', bind: { text: "$context.source & ' ' & $string($context.reportId)" } }],
      },
      'genre.report.json',
    );
    const bind = (content: Record<string, unknown>) =>
      bindBlock(definition.blocks[0]!, {
        sources: new Map(),
        content,
        context: author,
        logger: collectingLogger(),
        source: 'genre',
      });
    expect(await bind(setting('Analyseret'))).toEqual({ state: 'ready', props: { text: 'analysed 3' } });
    expect(await bind({})).toEqual({ state: 'ready', props: { text: 'given 3' } });
  });
});
