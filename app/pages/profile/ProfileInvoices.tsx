/** The author's invoices, newest first, with a time filter; amounts and moms in Danish kroner; each as a PDF. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
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
        <table className="table invoices-table">
          <thead>
            <tr>
              <th scope="col">Nummer</th>
              <th scope="col">Dato</th>
              <th scope="col">Beskrivelse</th>
              <th scope="col">Beløb</th>
              <th scope="col">Heraf moms</th>
              <th scope="col">Status</th>
              <th scope="col">PDF</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.number}</td>
                <td>{formatDay(invoice.issued)}</td>
                <td className="invoice-description">{invoice.description}</td>
                <td>{formatMoney(invoice.amountMinor, invoice.currency)}</td>
                <td>{formatMoney(invoice.vatMinor, invoice.currency)}</td>
                <td>{invoiceStatusText[invoice.status]}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Hent faktura ${invoice.number} som PDF`}
                    onClick={() => profile.downloadInvoice(invoice).catch(onError)}
                  >
                    Hent PDF
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list as PagedList<unknown>} label="Sider i fakturaer" onError={onError} />
    </section>
  );
});
