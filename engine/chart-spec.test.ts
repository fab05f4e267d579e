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

  describe('the allow-list (issue 32: a CSS url() in a colour reached every reader)', () => {
    const tricks: [string, unknown, string][] = [
      [
        'a url() fill in config',
        { ...line, config: { view: { fill: 'url(https://evil.example/v.png)' } } },
        '/spec/config/view/fill',
      ],
      [
        'a url() with CSS escapes',
        { ...line, config: { background: 'u\\72l(//evil.example/v.png)' } },
        '/spec/config/background',
      ],
      ['a url() with a comment', { ...line, mark: { type: 'line', stroke: 'url/**/(x.png)' } }, '/spec/mark/stroke'],
      ['image-set in a colour', { ...line, mark: { type: 'bar', fill: 'image-set("x.png" 1x)' } }, '/spec/mark/fill'],
      [
        'a colour that is no colour',
        { ...line, mark: { type: 'bar', color: 'expression(alert(1))' } },
        '/spec/mark/color',
      ],
      ['a property outside the list', { ...line, params: [{ name: 'p', bind: { input: 'range' } }] }, '/spec/params'],
      [
        'a lookup of outside data',
        { ...line, transform: [{ lookup: 'id', from: { key: 'id' } }] },
        '/spec/transform/0/from',
      ],
      [
        'constructor in a calculate',
        { ...line, transform: [{ calculate: "constructor.constructor('alert(1)')()", as: 'x' }] },
        '/spec/transform/0/calculate',
      ],
      ['__proto__ as a member', { ...line, transform: [{ filter: 'datum.__proto__' }] }, '/spec/transform/0/filter'],
      [
        'constructor as a string member',
        { ...line, transform: [{ filter: "datum['constructor']" }] },
        '/spec/transform/0/filter',
      ],
      [
        'a name that is no Vega function',
        { ...line, transform: [{ calculate: 'window.location', as: 'x' }] },
        '/spec/transform/0/calculate',
      ],
      [
        'an overlong expression',
        { ...line, transform: [{ calculate: `datum.a${' + 1'.repeat(60)}`, as: 'x' }] },
        '/spec/transform/0/calculate',
      ],
    ];
    for (const [name, spec, pointer] of tricks)
      it(`refuses ${name} at ${pointer}`, () => {
        const problems = chartSpecProblems(spec, '/spec', {});
        expect(problems.map((p) => p.pointer)).toEqual([pointer]);
        expect(problems[0]?.message).toMatch(/^(en graf|en farve|'|et udtryk)/);
      });

    it('keeps what the shipped charts use: colours, conditions, folds and a plain calculate', () => {
      const spec = {
        ...line,
        config: { view: { fill: '#f8fafc', stroke: 'transparent' } },
        mark: { type: 'bar', color: 'rgb(29, 78, 216)' },
        transform: [{ fold: ['Mål', 'Værdi'] }, { calculate: 'round(datum.value * 100) / 100', as: 'v' }],
        encoding: {
          x: { field: 'part', type: 'quantitative' },
          color: { condition: { test: 'datum.best', value: '#1d4ed8' }, value: 'hsl(0 0% 80%)' },
        },
      };
      expect(chartSpecProblems(spec, '/spec', { compileVegaLite })).toEqual([]);
    });
  });
});
