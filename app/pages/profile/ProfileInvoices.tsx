/** The author's invoices, newest first, with a time filter; amounts and moms in Danish kroner; each as a PDF. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { TimeFilter } from '../../components/TimeFilter.tsx';
import { formatDay, formatMoney } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import type { PagedList } from '../../stores/PagedList.ts';
import type { Invoice } from '../../stores/ProfileStore.ts';

const invoiceStatusText: Record<Invoice['status'], string> = { PAID: 'Betalt', OPEN: 'Åben', VOID: 'Annulleret' };

export const ProfileInvoices = observer(function ProfileInvoices() {
  const { profile, errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  useEffect(() => {
    profile.invoices.load(1).catch((error: unknown) => errorDialog.show(error));
  }, [profile, errorDialog]);
  const list = profile.invoices;
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Fakturaer</h2>
      <TimeFilter list={list as PagedList<unknown>} onError={onError} />
      {!list.current ? (
        <p role="status">Henter fakturaer…</p>
      ) : list.items.length === 0 ? (
        <p>Ingen fakturaer i perioden.</p>
      ) : (
        <DataTable
          className="invoices-table"
          items={list.items}
          rowKey={(invoice) => invoice.id}
          columns={[
            { name: 'Nummer', cell: (invoice) => invoice.number },
            { name: 'Dato', cell: (invoice) => formatDay(invoice.issued) },
            { name: 'Beskrivelse', className: 'invoice-description', cell: (invoice) => invoice.description },
            { name: 'Beløb', cell: (invoice) => formatMoney(invoice.amountMinor, invoice.currency) },
            { name: 'Heraf moms', cell: (invoice) => formatMoney(invoice.vatMinor, invoice.currency) },
            { name: 'Status', cell: (invoice) => invoiceStatusText[invoice.status] },
            {
              name: 'PDF',
              cell: (invoice) => (
                <button
                  type="button"
                  className="button"
                  aria-label={`Hent faktura ${invoice.number} som PDF`}
                  onClick={() => profile.downloadInvoice(invoice).catch(onError)}
                >
                  Hent PDF
                </button>
              ),
            },
          ]}
        />
      )}
      <Pager list={list as PagedList<unknown>} label="Sider i fakturaer" onError={onError} />
    </section>
  );
});
