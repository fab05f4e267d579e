import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { chartSpecProblems } from './chart-spec.ts';

const line = { mark: 'line', encoding: { x: { field: 'part', type: 'quantitative' } } };
const compileVegaLite = (spec: Record<string, unknown>) => compile(spec as unknown as TopLevelSpec);

describe('chart spec check', () => {
  it('passes a plain spec, and one that compiles', () => {
    expect(chartSpecProblems(line, '/spec', {})).toEqual([]);
    expect(chartSpecProblems(line, '/spec', { compileVegaLite })).toEqual([]);
  });

  it('refuses data of its own, a url, a data URL, an external image and an href channel, at their pointers', () => {
    const problems = chartSpecProblems(
      {
        ...line,
        data: { url: 'https://example.org/data.json' },
        layer: [
          { mark: { type: 'image' }, encoding: { url: { value: 'data:image/png;base64,AAAA' } } },
          { mark: 'text', encoding: { href: { field: 'link' }, text: { value: '//evil.example/x.png' } } },
        ],
      },
      '/spec',
      { compileVegaLite },
    );
    expect(problems.map((p) => p.pointer).sort()).toEqual([
      '/spec/data',
      '/spec/layer/0/encoding/url',
      '/spec/layer/0/mark/type',
      '/spec/layer/1/encoding/href',
      '/spec/layer/1/encoding/text/value',
    ]);
    expect(problems.find((p) => p.pointer === '/spec/data')?.message).toBe(
      'en graf må ikke hente data selv: dens data kommer fra values',
    );
    expect(problems.find((p) => p.pointer === '/spec/layer/0/mark/type')?.message).toBe(
      'en graf må ikke vise billeder',
    );
    expect(problems.find((p) => p.pointer === '/spec/layer/1/encoding/text/value')?.message).toContain(
      'en graf må ikke hente noget udefra',
    );
  });

  it('refuses usermeta, through which vega-embed would take a loader', () => {
    expect(chartSpecProblems({ ...line, usermeta: { embedOptions: { loader: {} } } }, '/spec', {})).toEqual([
      { pointer: '/spec/usermeta', message: 'en graf må ikke have usermeta (den kan ændre, hvordan grafen indlæses)' },
    ]);
  });

  it('a text that only looks like a label with a colon is fine', () => {
    expect(chartSpecProblems({ ...line, title: 'Tema: hav' }, '/spec', {})).toEqual([]);
  });

  it('a bad mark fails at once when vega-lite is at hand', () => {
    const problems = chartSpecProblems({ ...line, mark: 'lien' }, '/spec', { compileVegaLite });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe('/spec');
    expect(problems[0]?.message).toMatch(/^grafen kan ikke tegnes: /);
  });
});
