/** A UI store for confirmation dialogs: which one is open; the page decides what confirming does. */
import { makeAutoObservable } from 'mobx';

export type ConfirmDialogName =
  | 'cancelSubscription'
  | 'deleteSettings'
  | 'removeLibraryBook'
  | 'publishDocument'
  | 'rollBackDocument';

export class DialogStore {
  open: ConfirmDialogName | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  isOpen(name: ConfirmDialogName): boolean {
    return this.open === name;
  }

  show(name: ConfirmDialogName): void {
    this.open = name;
  }

  close(): void {
    this.open = null;
  }
}
