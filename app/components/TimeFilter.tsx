/**
 * A time filter for a paged list: a period (last 30 days, last year, all) or chosen from and to dates. The
 * end date is inclusive for the author; the query's endTime is the next day (exclusive).
 */
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { PagedList } from '../stores/PagedList.ts';
import { type Period, periodFilter, rangeFilter } from './time-filter-range.ts';

export interface TimeFilterProps {
  list: PagedList<unknown>;
  onError: (error: unknown) => void;
}

export const TimeFilter = observer(function TimeFilter({ list, onError }: TimeFilterProps) {
  const ids = { period: useId(), from: useId(), to: useId() };
  const [period, setPeriod] = useState<Period>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const choosePeriod = (value: Period) => {
    setPeriod(value);
    if (value !== 'custom') list.filter(periodFilter(value, new Date())).catch(onError);
  };
  return (
    <form
      className="filter"
      aria-label="Tidsfilter"
      onSubmit={(event) => {
        event.preventDefault();
        list.filter(rangeFilter(from, to)).catch(onError);
      }}
    >
      <label htmlFor={ids.period}>Periode</label>
      <select id={ids.period} value={period} onChange={(e) => choosePeriod(e.target.value as Period)}>
        <option value="all">Hele perioden</option>
        <option value="30d">Seneste 30 dage</option>
        <option value="year">Seneste år</option>
        <option value="custom">Vælg datoer</option>
      </select>
      {period === 'custom' && (
        <>
          <label htmlFor={ids.from}>Fra</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <label htmlFor={ids.to}>Til og med</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <button type="submit" className="button">
            Vis
          </button>
        </>
      )}
    </form>
  );
});
