/** The first page of a printed report: title, author, date (da-DK) and the global score. */
import { formatDay } from '../format.ts';

export interface PrintCoverProps {
  title: string;
  author?: string;
  /** When the report is printed (ISO date). */
  date: string;
  /** The global score 0-100, absent when the subject has none (e.g. the trial report). */
  score?: number;
}

export function PrintCover({ title, author, date, score }: PrintCoverProps) {
  return (
    <header className="print-cover">
      <p className="muted">Lektør – rapport</p>
      <h1>{title}</h1>
      {author ? <p>Af {author}</p> : null}
      <p>Udskrevet {formatDay(date)}</p>
      {score === undefined ? null : <p className="print-score">Samlet score: {Math.round(score)} af 100</p>}
    </header>
  );
}
