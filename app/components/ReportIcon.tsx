/**
 * The report icons: small line drawings, one per icon id. Ids 1-17 are the spec's report icons, one per report
 * id (reportIconId); the pages the spec adds after them (18-20) and Kapitler (21) and the navigation's own entries have their own.
 * Decorative: the link's text names the page.
 */
import type { ReportDefinition } from '../../engine/index.ts';

const paths: Readonly<Record<string, string>> = {
  dashboard: 'M3 3h8v8H3z M13 3h8v5h-8z M13 10h8v11h-8z M3 13h8v8H3z',
  analysis: 'M8 6h12 M8 12h12 M8 18h12 M4 6h.01 M4 12h.01 M4 18h.01',
  print: 'M6 9V3h12v6 M6 18H4v-7h16v7h-2 M6 14h12v7H6z',
  // The manuscript view: a page of text with one line underlined.
  text: 'M5 3h14v18H5z M8 7h8 M8 11h8 M8 15h5 M8 17h5',
  '1': 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z M5 17a3 3 0 0 1 3-3h11',
  '2': 'M4 17a8 8 0 1 1 16 0 M12 17l4-5 M4 17h16',
  '3': 'M3 12V4h8l10 10-8 8z M7.5 8h.01',
  '4': 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 11a3 3 0 1 0 0-6 M21 20a6 6 0 0 0-4-5.6',
  '5': 'M3 18c3-10 7-10 9-5s6 5 9-7',
  '6': 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16z M12 9v4l3 2 M10 2h4',
  '7': 'M4 5h16v10H9l-5 4z M8 9h8 M8 12h5',
  '8': 'M4 20l5-14 5 14 M6 15h6 M16 10h4 M16 14h4 M16 18h4',
  '9': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5h4',
  '10': 'M4 4h5v16H4z M10 4h5v16h-5z M16 5l4 1-3 14-4-1',
  '11': 'M3 12h4l2-5 4 10 2-5h6',
  '12': 'M9 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z M15 21a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  '13': 'M12 21s7-6 7-11a7 7 0 0 0-14 0c0 5 7 11 7 11z M12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  '14': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  '15': 'M13 2L4 14h7l-1 8 9-12h-7z',
  '16': 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7-10-7-10-7z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  '17': 'M5 7h5v5H7l-2 4z M14 7h5v5h-3l-2 4z',
  '18': 'M2 12s4-6 10-6c2 0 4 .7 5.5 1.7 M3 20l4-1 11-11-3-3L4 16z',
  '19': 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z M19 16l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  '20': 'M4 12h13 M13 6l6 6-6 6',
  '21': 'M6 3h12v18H6z M9 7h6 M9 11h6 M9 15h3',
};

/**
 * The icon of a report page: the one it names (`icon`, a page made in the editor), else the one with its report id. The spec's icons 1-17 are numbered like its reports (1 Din
 * bog, 8 Læsbarhed, 13 Scener, 14 Karakter, … ; spec §2 maps them from the model each report is about), and the pages
 * after them (18-20) have their own. Not taken from the first model a definition lists: a page may read other
 * models as well (Din bog reads Legibility for its length recommendation).
 */
export function reportIconId(definition: Pick<ReportDefinition, 'reportId' | 'icon'>): string {
  const id = definition.icon ?? String(definition.reportId);
  return id in paths ? id : '1';
}

export function ReportIcon({ id }: { id: string }) {
  const d = paths[id];
  if (!d) return null;
  return (
    <svg
      className="report-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={id}
    >
      <path d={d} />
    </svg>
  );
}
