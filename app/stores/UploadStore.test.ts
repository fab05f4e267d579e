import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/api-error.ts';
import { FakeApi } from '../test-support/fake-api.ts';
import { UploadStore } from './UploadStore.ts';

function setup(answer: unknown = { id: 7, title: 'Efterår ved søen', status: 'queued' }) {
  const api = new FakeApi({ 'UPLOAD manuscripts/': answer });
  const onUploaded = vi.fn(async (_id: number) => {});
  const onError = vi.fn();
  const store = new UploadStore(api.asClient(), onUploaded, onError);
  return { api, store, onUploaded, onError };
}

const manuscript = () => new File(['Han gik ned til søen.'], 'roman.txt', { type: 'text/plain' });

describe('UploadStore', () => {
  it('starts closed and opens to the form', () => {
    const { store } = setup();
    expect(store.phase).toBe('closed');
    store.open();
    expect(store.phase).toBe('open');
  });

  it('enables Upload only with a title, an audience, a genre and one valid file', async () => {
    const { store } = setup();
    store.open();
    await store.chooseFile(manuscript());
    expect(store.canUpload).toBe(false);
    store.setTitle('   ');
    store.setGenre('1');
    store.setAudience('3');
    expect(store.formComplete).toBe(false);
    store.setTitle('Efterår');
    expect(store.formComplete).toBe(true);
    expect(store.canUpload).toBe(true);
    store.setAudience('');
    expect(store.canUpload).toBe(false);
  });

  it('keeps Upload disabled while the chosen file has a problem', async () => {
    const { store } = setup();
    store.open();
    store.setTitle('Efterår');
    store.setGenre('1');
    store.setAudience('3');
    await store.chooseFile(new File(['x'], 'roman.pdf', { type: 'application/pdf' }));
    expect(store.fileError).toBe(
      'roman.pdf: Er ikke en gyldig fil type. Følgende fil typer er godkendt: .epub, .docx, .txt',
    );
    expect(store.canUpload).toBe(false);
    await store.chooseFile(new File(['x'], 'roman.odt', { type: '' }));
    expect(store.fileError).toBe('Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.');
    expect(store.canUpload).toBe(false);
    await store.chooseFile(manuscript());
    expect(store.fileError).toBeNull();
    expect(store.canUpload).toBe(true);
  });

  it('keeps Upload disabled until the file is checked, and keeps the check of the last file chosen', async () => {
    const { store } = setup();
    store.open();
    store.setTitle('Efterår');
    store.setGenre('1');
    store.setAudience('3');
    const pdf = store.chooseFile(new File(['x'], 'roman.pdf', { type: 'application/pdf' }));
    expect(store.canUpload).toBe(false);
    const txt = store.chooseFile(manuscript());
    expect(store.canUpload).toBe(false);
    await Promise.all([pdf, txt]);
    expect(store.file?.name).toBe('roman.txt');
    expect(store.fileError).toBeNull();
    expect(store.canUpload).toBe(true);
  });

  it('uploads the form fields and the file, shows progress, then closes and reports the manuscript', async () => {
    const { api, store, onUploaded } = setup();
    api.uploadProgress = [
      { loaded: 5, total: 20 },
      { loaded: 20, total: 20 },
    ];
    const progress: number[] = [];
    store.open();
    store.setTitle('  Efterår ved søen ');
    store.setGenre('8');
    store.setAudience('3');
    await store.chooseFile(manuscript());
    const done = store.upload();
    expect(store.phase).toBe('uploading');
    progress.push(store.progress);
    await done;
    const body = api.calls[0]?.body as Record<string, unknown>;
    expect(body.manuscriptTitle).toBe('Efterår ved søen');
    expect(body.targetGenre).toBe('8');
    expect(body.targetAudience).toBe('3');
    expect(body.fileType).toBe('TEXT');
    expect((body.file as File).name).toBe('roman.txt');
    expect(onUploaded).toHaveBeenCalledWith(7);
    expect(store.phase).toBe('closed');
    expect(store.title).toBe('');
    expect(store.file).toBeNull();
  });

  it('uploads a new version of a manuscript with its title, genre, audience and id; a new upload sends no id', async () => {
    const { api, store } = setup();
    store.openNewVersion({ id: 55, title: 'Skyggen over Limfjorden', genreId: 1, audienceId: 3 });
    expect(store.isNewVersion).toBe(true);
    await store.chooseFile(manuscript());
    expect(store.canUpload).toBe(true);
    await store.upload();
    expect(api.calls[0]?.body).toMatchObject({
      manuscriptId: '55',
      manuscriptTitle: 'Skyggen over Limfjorden',
      targetGenre: '1',
      targetAudience: '3',
    });
    expect(store.isNewVersion).toBe(false);
    store.open();
    store.setTitle('Ny bog');
    store.setGenre('1');
    store.setAudience('3');
    await store.chooseFile(manuscript());
    await store.upload();
    expect(api.calls[1]?.body).not.toHaveProperty('manuscriptId');
  });

  it('does not upload an incomplete form', async () => {
    const { api, store } = setup();
    store.open();
    await store.chooseFile(manuscript());
    await store.upload();
    expect(api.calls).toHaveLength(0);
    expect(store.phase).toBe('open');
  });

  it('returns to the form and reports a refused upload', async () => {
    const refusal = new ApiRequestError(403, 'NO_UPLOADS_LEFT', 'Du har ikke flere uploads tilbage.');
    const { store, onError, onUploaded } = setup(refusal);
    store.open();
    store.setTitle('Efterår');
    store.setGenre('1');
    store.setAudience('3');
    await store.chooseFile(manuscript());
    await store.upload();
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(store.phase).toBe('open');
    expect(store.title).toBe('Efterår');
  });

  it('cannot be closed while uploading', () => {
    const { store } = setup();
    store.open();
    store.phase = 'uploading';
    store.close();
    expect(store.phase).toBe('uploading');
  });
});
