/**
 * The first page of a printed report: title, author, the version printed (number and upload date), the date
 * (da-DK) and the total with the setting it is measured against (the same number as the dashboard's).
 */
import { formatDay } from '../format.ts';
import { versionText } from './ReportVersion.tsx';

export interface PrintCoverProps {
  title: string;
  author?: string;
  /** When the report is printed (ISO date). */
  date: string;
  /** The global score 0-100, absent when the subject has none (e.g. the trial report). */
  score?: number;
  /** What the score is measured against ('Målt mod …'). */
  scoreSetting?: string;
  /** The version printed, for a manuscript. */
  version?: { number: number; created: string };
}

export function PrintCover({ title, author, date, score, scoreSetting, version }: PrintCoverProps) {
  return (
    <header className="print-cover">
      <p className="muted">Lektør – rapport</p>
      <h1>{title}</h1>
      {author ? <p>Af {author}</p> : null}
      {version ? (
        <p className="print-version" data-version={version.number}>
          {versionText(version.number, version.created)}
        </p>
      ) : null}
      <p>Udskrevet {formatDay(date)}</p>
      {score === undefined ? null : (
        <p className="print-score">
          Samlet score: <span className="print-score-value">{score}</span> af 100
        </p>
      )}
      {score === undefined || !scoreSetting ? null : <p className="print-score-setting">{scoreSetting}</p>}
    </header>
  );
}
