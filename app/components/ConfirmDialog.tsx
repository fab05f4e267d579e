/** A confirmation dialog (react-aria: focus kept inside, Escape cancels) driven by the dialog store. */
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useStores } from '../stores/context.ts';
import type { ConfirmDialogName } from '../stores/DialogStore.ts';

export interface ConfirmDialogProps {
  name: ConfirmDialogName;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}

export const ConfirmDialog = observer(function ConfirmDialog(props: ConfirmDialogProps) {
  const { dialogs } = useStores();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={dialogs.isOpen(props.name)}
      isDismissable={!props.busy}
      onOpenChange={(open) => !open && dialogs.close()}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title">{props.title}</Heading>
          {props.children}
          <div className="dialog-actions">
            <Button className="button" onPress={() => dialogs.close()} isDisabled={props.busy}>
              {props.cancelLabel ?? 'Fortryd'}
            </Button>
            <Button className="button danger" onPress={props.onConfirm} isDisabled={props.busy}>
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
