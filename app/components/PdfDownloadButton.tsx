/**
 * 'Download PDF' beside 'Udskriv' on the print view: the server prints the report in headless Chromium and the
 * browser saves the file under the server's Danish file name. A server without Chromium answers 501: the button
 * then opens the browser's own print dialog (where 'Gem som PDF' does the same).
 */
import { useState } from 'react';
import { ApiRequestError } from '../api/api-error.ts';
import { useStores } from '../stores/context.ts';

/** The file name of a Content-Disposition (its UTF-8 `filename*` when given). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/iu.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name: the plain one or the fallback.
    }
  }
  return /filename="([^"]+)"/iu.exec(disposition ?? '')?.[1] ?? fallback;
}

export function PdfDownloadButton({ manuscriptId }: { manuscriptId: number }) {
  const { api, errorDialog } = useStores();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await api.fetch(`manuscripts/${manuscriptId}/pdf`, { method: 'GET' });
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), 'Lektør-rapport.pdf');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
