/**
 * 'admin/outbox' ('Udgående post'): the mails the server wrote to its outbox because no mail server is configured
 * (sign-up verification, password reset), newest first, with the link each carries, so that an admin of a demo
 * installation can complete a sign-up without a mail server.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { formatDateTime } from '../../format.ts';
import { linkInMail, useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';

export const AdminOutboxPage = observer(function AdminOutboxPage() {
  const { errorDialog } = useStores();
  const admin = useAdminStore();
  const load = () => admin.loadOutbox().catch((error: unknown) => errorDialog.show(error));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the page opens
  useEffect(() => {
    load();
  }, []);
  const mails = admin.outbox;
  return (
    <section aria-labelledby="admin-outbox-heading">
      <h2 id="admin-outbox-heading">Udgående post</h2>
      <p className="hint">
        Mails, som serveren har lagt i sin udbakke, fordi der ikke er sat en mailserver op (SMTP). De nyeste 100 står
        øverst. Åbn linket for at bekræfte en e-mail eller nulstille en adgangskode på brugerens vegne.
      </p>
      <button type="button" className="button" onClick={load}>
        Opdater
      </button>
      {!mails ? (
        <p role="status">Henter udgående post…</p>
      ) : mails.length === 0 ? (
        <p>Udbakken er tom.</p>
      ) : (
        <DataTable
          caption="Udgående post, nyeste først"
          items={mails}
          rowKey={(mail) => mail.id}
          columns={[
            { name: 'Tidspunkt', cell: (mail) => formatDateTime(mail.createdAt) },
            { name: 'Modtager', cell: (mail) => mail.recipient },
            { name: 'Emne', cell: (mail) => mail.subject },
            {
              name: 'Link i mailen',
              className: 'outbox-link',
              cell: (mail) => {
                const link = linkInMail(mail.body);
                return link ? (
                  <a href={link} aria-label={`${mail.subject} til ${mail.recipient}`}>
                    {link}
                  </a>
                ) : (
                  'Intet link'
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
});
