/** '/userprofile': who the author is and uploads left; tabs for settings, history, subscriptions, invoices. */
import { observer } from 'mobx-react-lite';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useStores } from '../stores/context.ts';
import { ProfileHistory } from './profile/ProfileHistory.tsx';
import { ProfileInvoices } from './profile/ProfileInvoices.tsx';
import { ProfileSettings } from './profile/ProfileSettings.tsx';
import { ProfileSubscriptions } from './profile/ProfileSubscriptions.tsx';

const accessText = { NONE: 'Intet abonnement', STANDARD: 'Standard', PREMIUM: 'Premium' } as const;

const tabs = [
  { id: 'settings', label: 'Indstillinger', Panel: ProfileSettings },
  { id: 'history', label: 'Historik', Panel: ProfileHistory },
  { id: 'subscriptions', label: 'Abonnementer', Panel: ProfileSubscriptions },
  { id: 'invoices', label: 'Fakturaer', Panel: ProfileInvoices },
] as const;

export const UserProfilePage = observer(function UserProfilePage() {
  const { userStatus } = useStores();
  const status = userStatus.status;
  return (
    <main className="page">
      <h1>Profil</h1>
      {status && (
        <dl className="card facts">
          <dt>Navn</dt>
          <dd>{status.user.name}</dd>
          <dt>Abonnement</dt>
          <dd>{accessText[userStatus.accessLevel]}</dd>
          <dt>Uploads tilbage</dt>
          <dd>{userStatus.uploadsLeft}</dd>
        </dl>
      )}
      <Tabs className="tabs">
        <TabList aria-label="Profil" className="tab-list">
          {tabs.map(({ id, label }) => (
            <Tab key={id} id={id} className="tab">
              {label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, Panel }) => (
          <TabPanel key={id} id={id} className="tab-panel">
            <Panel />
          </TabPanel>
        ))}
      </Tabs>
    </main>
  );
});
