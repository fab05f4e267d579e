import { describe, expect, it } from 'vitest';
import { reportLinkPlaceholder, resolveReportLinks } from './report-links.ts';

describe('links to report pages in markup rendered away from the app', () => {
  it("puts the app's path in for each placeholder, escaped for an attribute", () => {
    const html = `<a href="${reportLinkPlaceholder({ name: 'manuscriptReportView', reportId: 7 })}">Tempus</a>`;
    expect(html).toBe('<a href="lektor-report:manuscriptReportView/7">Tempus</a>');
    const paths: unknown[] = [];
    const resolved = resolveReportLinks(html, (route) => {
      paths.push(route);
      return `/m/3/analysis/${route.reportId}?a="b"&c`;
    });
    expect(paths).toEqual([{ name: 'manuscriptReportView', reportId: 7 }]);
    expect(resolved).toBe('<a href="/m/3/analysis/7?a=&quot;b&quot;&amp;c">Tempus</a>');
  });

  it('leaves every other href and text alone, a text naming the placeholder scheme included', () => {
    const html = '<a href="https://lektor.dk/x">lektor-report:manuscriptReportView/7</a><a href="#print-3">3</a>';
    expect(resolveReportLinks(html, () => '/no')).toBe(html);
    expect(resolveReportLinks('', () => '/no')).toBe('');
  });
});
