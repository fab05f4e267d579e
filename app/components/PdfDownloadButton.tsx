/**
 * 'Download PDF' beside 'Udskriv' on the print view: the server prints the report in headless Chromium and the
 * browser saves the file under the server's Danish file name. A server without Chromium answers 501: the button
 * then opens the browser's own print dialog (where 'Gem som PDF' does the same).
 */
import { useState } from 'react';
import { ApiRequestError } from '../api/api-error.ts';
import { useStores } from '../stores/context.ts';
import { saveDownload } from './save-download.ts';

export function PdfDownloadButton({ manuscriptId }: { manuscriptId: number }) {
  const { api, errorDialog } = useStores();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await api.fetch(`manuscripts/${manuscriptId}/pdf`, { method: 'GET' });
      await saveDownload(response, 'Lektør-rapport.pdf');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 501) window.print();
      else errorDialog.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? 'Laver PDF…' : 'Download PDF'}
    </button>
  );
}
