import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { ErrorDialogStore } from './ErrorDialogStore.ts';

describe('ErrorDialogStore', () => {
  it("shows the server's message; the first error is 'first', later ones are not", () => {
    const store = new ErrorDialogStore();
    expect(store.isOpen).toBe(false);
    store.show(new ApiRequestError(500, 'INTERNAL', 'Serveren kunne ikke gemme filen.'));
    expect(store.isOpen).toBe(true);
    expect(store.message).toBe('Serveren kunne ikke gemme filen.');
    expect(store.isFirst).toBe(true);
    store.close();
    store.show(new Error('intern detalje'));
    expect(store.message).toBe('Der opstod en uventet fejl. Prøv at genindlæse siden.');
    expect(store.isFirst).toBe(false);
  });
});
