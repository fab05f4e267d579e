/**
 * Which version of the manuscript a report shows (issue: "the report never says which version"): its number
 * (1 for the first upload, as the comparison counts) and its upload date, on every report page and the print
 * cover.
 */
import { formatDay } from '../format.ts';

export function versionText(number: number, created: string): string {
  return `Version ${number}, uploadet ${formatDay(created)}`;
}

export function ReportVersion({ number, created }: { number: number; created: string }) {
  return (
    <p className="report-version" data-version={number}>
      Viser {versionText(number, created).replace(/^Version/u, 'version')}
    </p>
  );
}
