/** The global error dialog: shows the server's message; the advice differs the first time and after. */
import { makeAutoObservable } from 'mobx';
import { ApiRequestError } from '../api/api-error.ts';

export class ErrorDialogStore {
  message: string | null = null;
  /** How many errors the author has seen in this visit. */
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get isOpen(): boolean {
    return this.message !== null;
  }

  get isFirst(): boolean {
    return this.count <= 1;
  }

  show(error: unknown): void {
    this.count += 1;
    this.message =
      error instanceof ApiRequestError ? error.message : 'Der opstod en uventet fejl. Prøv at genindlæse siden.';
  }

  close(): void {
    this.message = null;
  }
}
