/** The global error dialog: header, 'Server besked:' with the server's message, advice, and OK. */
import { observer } from 'mobx-react-lite';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useStores } from '../stores/context.ts';

export const ErrorDialog = observer(function ErrorDialog() {
  const { errorDialog } = useStores();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={errorDialog.isOpen}
      isDismissable
      onOpenChange={(open) => !open && errorDialog.close()}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" aria-labelledby="error-heading">
          <Heading slot="title" id="error-heading">
            Der opstod en fejl
          </Heading>
          <p>
            <strong>Server besked:</strong> {errorDialog.message}
          </p>
          <p>
            {errorDialog.isFirst
              ? 'Vent et par minutter, og prøv igen.'
              : 'Fejlen er sket flere gange. Kontakt venligst support.'}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button primary" onClick={() => errorDialog.close()}>
              OK
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
