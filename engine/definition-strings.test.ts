import { describe, expect, it } from 'vitest';
import { DefinitionError } from './errors.ts';
import { loadReportDefinition } from './load.ts';

function page(blocks: unknown[], title = 'Test') {
  return { key: 'test', reportId: 8, title, data: { legibility: { model: 'Legibility', section: 'global' } }, blocks };
}

function issuesOf(json: unknown): { pointer: string; message: string }[] {
  try {
    loadReportDefinition(json, 'bad.report.json');
  } catch (error) {
    expect(error).toBeInstanceOf(DefinitionError);
    return (error as DefinitionError).issues;
  }
  throw new Error('expected a DefinitionError');
}

const articles = (item: Record<string, unknown>) => ({ id: 'a', type: 'articles', props: { items: [item] } });

describe('every string of a definition (issue 32)', () => {
  it('refuses an external image of an article card at its pointer, in Danish', () => {
    expect(issuesOf(page([articles({ headline: 'Hav', image: 'https://evil.example/p.png' })]))).toEqual([
      {
        pointer: '/blocks/0/props/items/0/image',
        message: 'en tekst i en definition må ikke hente noget udefra (https://evil.example/p.png)',
      },
    ]);
  });

  it('refuses a CSS url() in any text, also escaped, and a javascript: link', () => {
    const issues = issuesOf(
      page(
        [articles({ headline: 'x', link: 'java\tscript:alert(1)', summary: 'u\\72l(//evil.example)' })],
        'a\turl( x ) and -webkit-image-set(y)',
      ),
    );
    expect(issues.map((i) => i.pointer)).toEqual([
      '/blocks/0/props/items/0/link',
      '/blocks/0/props/items/0/summary',
      '/title',
    ]);
  });

  it('lets a link lead elsewhere, a text speak of data and a function name end in url', () => {
    const json = page([
      articles({ headline: 'Data: fordeling', link: 'https://example.org/artikel', summary: 'myurl(x)' }),
    ]);
    expect(loadReportDefinition(json, 'ok.report.json').blocks).toHaveLength(1);
  });
});
