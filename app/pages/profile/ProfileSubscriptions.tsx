/** The author's subscriptions, and cancelling the active one after a confirmation. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { formatDay } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import type { SubscriptionEntry } from '../../stores/ProfileStore.ts';

export const subscriptionStatusText: Record<SubscriptionEntry['status'], string> = {
  ACTIVE: 'Aktivt',
  CANCELLED: 'Opsagt',
  EXPIRED: 'Udløbet',
};

export const tierText: Record<SubscriptionEntry['tier'], string> = { STANDARD: 'Standard', PREMIUM: 'Premium' };

const subscriptionColumns: Column<SubscriptionEntry>[] = [
  { name: 'Abonnement', cell: (s) => `${tierText[s.tier]}${s.granted ? ' (tildelt)' : ''}` },
  { name: 'Status', cell: (s) => subscriptionStatusText[s.status] },
  { name: 'Start', cell: (s) => formatDay(s.startDate) },
  {
    name: 'Slut',
    cell: (s) =>
      s.endDate ? formatDay(s.endDate) : s.renewalDate ? `Fornyes ${formatDay(s.renewalDate)}` : 'Fornyes automatisk',
  },
  { name: 'Analyser pr. måned', cell: (s) => s.uploadsPerPeriod },
];

export function SubscriptionRows({ items }: { items: readonly SubscriptionEntry[] }) {
  return (
    <DataTable
      columns={subscriptionColumns}
      items={items}
      rowKey={(s) => s.id}
      rowAttributes={(s) => ({ 'data-subscription-status': s.status })}
    />
  );
}

export const ProfileSubscriptions = observer(function ProfileSubscriptions() {
  const { profile, dialogs, userStatus, errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  useEffect(() => {
    profile.subscriptions.load(1).catch((error: unknown) => errorDialog.show(error));
  }, [profile, errorDialog]);
  const list = profile.subscriptions;
  const active = profile.activeSubscription;
  const runningOut = list.items.find((s) => s.status === 'CANCELLED' && s.endDate);
  return (
    <section aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading">Abonnementer</h2>
      {!list.current ? (
        <p role="status">Henter abonnementer…</p>
      ) : list.items.length === 0 ? (
        <p>Du har ikke haft et abonnement endnu.</p>
      ) : (
        <SubscriptionRows items={list.items} />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider i abonnementer" onError={onError} />
      {runningOut?.endDate && (
        <p className="notice" role="status">
          Dit {tierText[runningOut.tier]}-abonnement er opsagt og gælder til og med {formatDay(runningOut.endDate)}. Det
          fornyes ikke.
        </p>
      )}
      {active?.renewalDate && (
        <p className="hint">
          Dit {tierText[active.tier]}-abonnement fornyes {formatDay(active.renewalDate)}, og dine analyser fyldes op.
        </p>
      )}
      {active && (
        <button type="button" className="button" onClick={() => dialogs.show('cancelSubscription')}>
          Opsig abonnement
        </button>
      )}
      <ConfirmDialog
        name="cancelSubscription"
        title="Opsig abonnement?"
        confirmLabel="Ja, opsig"
        cancelLabel="Behold abonnementet"
        busy={profile.cancelling}
        onConfirm={() => {
          profile
            .cancelSubscription()
            .then(async () => {
              dialogs.close();
              await userStatus.load();
            })
            .catch((error: unknown) => {
              dialogs.close();
              onError(error);
            });
        }}
      >
        <p>
          Dit {active ? tierText[active.tier] : ''}-abonnement fornyes ikke igen og stopper ved periodens udløb
          {active?.renewalDate ? ` ${formatDay(active.renewalDate)}` : ''}. Du beholder adgangen til dine rapporter
          indtil da.
        </p>
      </ConfirmDialog>
    </section>
  );
});
