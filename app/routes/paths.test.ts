import { describe, expect, it } from 'vitest';
import { paths, reportPath } from './paths.ts';

describe('named report routes', () => {
  const manuscript = { kind: 'manuscript', manuscriptId: 12 } as const;
  it('links a manuscript report for an author and the admin route inside the admin area', () => {
    expect(reportPath({ name: 'manuscriptReportView', reportId: 8 }, manuscript, false)).toBe(
      '/manuscripts/12/analysis/8',
    );
    expect(reportPath({ name: 'adminManuscriptReportView', reportId: 8 }, manuscript, false)).toBe(
      '/admin/manuscript/12/analysis/8',
    );
    expect(reportPath({ name: 'manuscriptReportView', reportId: 3 }, manuscript, true)).toBe(
      '/admin/manuscript/12/analysis/3',
    );
  });

  it('keeps a similar book and the trial report on their own routes', () => {
    const book = { kind: 'similarBook', isbn: '9788702345671' } as const;
    expect(reportPath({ name: 'manuscriptReportView', reportId: 2 }, book, false)).toBe(
      '/similarbook/9788702345671/analysis/2',
    );
    expect(reportPath({ name: 'similarBookReportView', reportId: 5 }, { kind: 'trial' }, false)).toBe(
      '/trial?rapport=5',
    );
  });

  it('encodes an isbn that is not plain digits', () => {
    expect(paths.similarbook('87-7123/4567')).toBe('/similarbook/87-7123%2F4567');
  });
});
