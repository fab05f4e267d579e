/** The author's history, newest first, with a time filter. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { TimeFilter } from '../../components/TimeFilter.tsx';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import type { HistoryEntry } from '../../stores/ProfileStore.ts';

export interface HistoryTableProps {
  list: PagedList<HistoryEntry>;
  heading: string;
}

/** A history list (the author's own, or an author's in the admin area). */
export const HistoryTable = observer(function HistoryTable({ list, heading }: HistoryTableProps) {
  const { errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  return (
    <section aria-label={heading}>
      <TimeFilter list={list as PagedList<unknown>} onError={onError} />
      {!list.current ? (
        <p role="status">Henter historik…</p>
      ) : list.items.length === 0 ? (
        <p>Ingen hændelser i perioden.</p>
      ) : (
        <DataTable
          caption={heading}
          items={list.items}
          rowKey={(entry) => entry.id}
          rowAttributes={(entry) => ({ 'data-history-type': entry.type })}
          columns={[
            { name: 'Tidspunkt', cell: (entry) => formatDateTime(entry.time) },
            { name: 'Hændelse', cell: (entry) => entry.description },
          ]}
        />
      )}
      <Pager list={list as PagedList<unknown>} label={`Sider i ${heading.toLowerCase()}`} onError={onError} />
    </section>
  );
});

export const ProfileHistory = observer(function ProfileHistory() {
  const { profile, errorDialog } = useStores();
  useEffect(() => {
    profile.history.load(1).catch((error: unknown) => errorDialog.show(error));
  }, [profile, errorDialog]);
  return <HistoryTable list={profile.history} heading="Historik" />;
});
