/**
 * The global error dialog: header, 'Server besked:' with the server's message, advice, and OK. A native modal
 * <dialog> (the browser traps focus in it, makes the page behind it inert and closes it on Escape), so that it
 * needs no code fetched when it opens: it is shown when the server cannot be reached too, and the first page
 * carries none of react-aria's dialog code for it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useStores } from '../stores/context.ts';

export const ErrorDialog = observer(function ErrorDialog() {
  const { errorDialog } = useStores();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal dialog native-modal"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="error-heading"
      onClose={() => errorDialog.close()}
    >
      <h2 id="error-heading">Der opstod en fejl</h2>
      <p>
        <strong>Server besked:</strong> {errorDialog.message}
      </p>
      <p>
        {errorDialog.isFirst
          ? 'Vent et par minutter, og prøv igen.'
          : 'Fejlen er sket flere gange. Kontakt venligst support.'}
      </p>
      <div className="dialog-actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action takes the focus when it opens */}
        <button type="button" className="button primary" autoFocus onClick={() => errorDialog.close()}>
          OK
        </button>
      </div>
    </dialog>
  );
});
