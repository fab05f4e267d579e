import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { userText } from '../index.ts';

export interface InfoDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog with a heading, text and a close button (react-aria: focus and keyboard handled). */
export function InfoDialog({ title, isOpen, onClose, children }: InfoDialogProps) {
  return (
    <ModalOverlay
      className="lk-modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? null : onClose())}
      isDismissable
    >
      <Modal className="lk-modal">
        <Dialog className="lk-dialog">
          <Heading slot="title">{title}</Heading>
          <div className="lk-dialog-body">{children}</div>
          <Button className="lk-button" onPress={onClose}>
            {userText.close}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
