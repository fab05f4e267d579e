import { describe, expect, it } from 'vitest';
import { readReportFiles } from '../report-files.ts';
import { validateReports } from './validate-reports.ts';

const good = {
  key: 'mini',
  reportId: 8,
  title: 'Mini',
  data: { legibility: { model: 'Legibility', section: 'global' } },
  blocks: [{ type: 'bigNumber', id: 'lix', props: { label: 'LIX' }, bind: { value: '$floor(legibility.lix)' } }],
};

describe('validate:reports', () => {
  it('passes every definition in reports/', () => {
    const summary = validateReports(readReportFiles());
    expect(summary.failed).toBe(0);
    expect(summary.passed).toBeGreaterThanOrEqual(21);
    expect(summary.lines.at(-1)).toBe(`${summary.passed} of ${summary.passed} report definitions passed`);
  });

  it('reports each bad definition with its file and pointer and counts it as failed', () => {
    const summary = validateReports([
      { name: 'mini.report.json', json: good },
      { name: 'wrong-name.report.json', json: { ...good, reportId: 9 } },
      {
        name: 'broken.report.json',
        json: {
          ...good,
          key: 'broken',
          reportId: 10,
          blocks: [{ ...good.blocks[0], bind: { value: 'legibility.lixx' } }],
        },
      },
      { name: 'odd.report.json', json: { ...good, key: 'odd', reportId: 11, blocks: [{ type: 'gauge', id: 'g' }] } },
      { name: 'bad.report.json', json: { __unparsable: 'Unexpected token' } },
      { name: 'twin.report.json', json: { ...good, key: 'twin' } },
      {
        name: 'wrong-prop.report.json',
        json: {
          ...good,
          key: 'wrong-prop',
          reportId: 12,
          blocks: [{ type: 'table', id: 't', props: { variant: 'fancy', columns: [] }, bind: { rows: "'x'" } }],
        },
      },
      {
        name: 'bad-mark.report.json',
        json: {
          ...good,
          key: 'bad-mark',
          reportId: 13,
          blocks: [
            {
              type: 'chart',
              id: 'c',
              props: { description: 'd', spec: { mark: 'lien', encoding: { x: { field: 'a', type: 'nominal' } } } },
              bind: { values: '[]' },
            },
          ],
        },
      },
    ]);
    expect(summary.passed).toBe(1);
    expect(summary.failed).toBe(7);
    expect(summary.lines).toContain('ok   mini.report.json');
    expect(summary.lines.find((l) => l.includes('wrong-name'))).toContain('wrong-name.report.json#/key');
    expect(summary.lines.find((l) => l.includes('broken'))).toContain(
      "broken.report.json#/blocks/0/bind/value: bruger 'lixx'",
    );
    expect(summary.lines.find((l) => l.includes('odd'))).toContain('odd.report.json#/blocks/0/type');
    expect(summary.lines.find((l) => l.includes('twin'))).toContain(
      'twin.report.json#/reportId: reportId 8 bruges også af mini.report.json',
    );
    expect(summary.lines.find((l) => l.includes('wrong-prop'))).toContain(
      'wrong-prop.report.json#/blocks/0/props/variant: skal være en af "plain", "sortable", "tree", men er "fancy"',
    );
    expect(summary.lines.find((l) => l.includes('bad-mark'))).toContain(
      'bad-mark.report.json#/blocks/0/props/spec: grafen kan ikke tegnes',
    );
    expect(summary.lines.at(-1)).toBe('1 of 8 report definitions passed');
  });
});
