/**
 * The upload dialog: closed → open form → uploading (progress) → done (status refreshed, dialog closed, the
 * author taken to the manuscripts list). Upload is enabled only with title, audience, genre and a valid file. A
 * new version of a manuscript keeps its title, genre and audience and is sent with its manuscriptId.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import { fileTypeOf } from '../upload/file-types.ts';

export type UploadPhase = 'closed' | 'open' | 'uploading' | 'done';

export class UploadStore {
  phase: UploadPhase = 'closed';
  title = '';
  genreId = '';
  audienceId = '';
  file: File | null = null;
  fileError: string | null = null;
  /** The chosen file's checks are being loaded (with the dialog's chunk: app/upload/file-checks.ts). */
  checkingFile = false;
  progress = 0;
  /** The manuscript a new version is uploaded for ('Upload ny version'); its title, genre and audience are fixed. */
  manuscriptId: number | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly onUploaded: (manuscriptId: number) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {
    makeAutoObservable<UploadStore, 'api' | 'onUploaded' | 'onError'>(this, {
      api: false,
      onUploaded: false,
      onError: false,
    });
  }

  get formComplete(): boolean {
    return this.title.trim() !== '' && this.genreId !== '' && this.audienceId !== '';
  }

  get canUpload(): boolean {
    return (
      this.formComplete && this.file !== null && !this.checkingFile && this.fileError === null && this.phase === 'open'
    );
  }

  /** Opens the dialog, filled in with a manuscript's title, genre and audience when it is uploaded again. */
  open(again?: { title: string; genreId: number; audienceId: number }): void {
    this.phase = 'open';
    this.progress = 0;
    if (again) {
      this.title = again.title;
      this.genreId = String(again.genreId);
      this.audienceId = String(again.audienceId);
    }
  }

  /** Opens the dialog for a new version of a manuscript: the upload becomes its newest revision. */
  openNewVersion(manuscript: { id: number; title: string; genreId: number; audienceId: number }): void {
    this.open({ title: manuscript.title, genreId: manuscript.genreId, audienceId: manuscript.audienceId });
    this.manuscriptId = manuscript.id;
  }

  get isNewVersion(): boolean {
    return this.manuscriptId !== null;
  }

  close(): void {
    if (this.phase === 'uploading') return;
    this.phase = 'closed';
    this.manuscriptId = null;
    this.title = '';
    this.genreId = '';
    this.audienceId = '';
    this.file = null;
    this.fileError = null;
  }

  setTitle(value: string): void {
    this.title = value;
  }

  setGenre(value: string): void {
    this.genreId = value;
  }

  setAudience(value: string): void {
    this.audienceId = value;
  }

  /** Chooses the file and checks it; its checks (and their file-size formatting) load with the dialog. */
  async chooseFile(file: File | null): Promise<void> {
    this.file = file;
    this.fileError = null;
    this.checkingFile = file !== null;
    if (!file) return;
    const { fileProblem } = await import('../upload/file-checks.ts');
    runInAction(() => {
      if (this.file !== file) return;
      this.fileError = fileProblem(file) ?? null;
      this.checkingFile = false;
    });
  }

  async upload(): Promise<void> {
    if (!this.canUpload || !this.file) return;
    const form = new FormData();
    form.append('manuscriptTitle', this.title.trim());
    form.append('targetGenre', this.genreId);
    form.append('targetAudience', this.audienceId);
    form.append('fileType', fileTypeOf(this.file.name)!);
    if (this.manuscriptId !== null) form.append('manuscriptId', String(this.manuscriptId));
    form.append('file', this.file, this.file.name);
    this.phase = 'uploading';
    this.progress = 0;
    try {
      const result = await this.api.upload<Manuscript>(
        'manuscripts/',
        form,
        ({ loaded, total }) =>
          runInAction(() => {
            this.progress = total > 0 ? loaded / total : 0;
          }),
        'api/manuscripts/manuscript',
      );
      runInAction(() => {
        this.phase = 'done';
        this.progress = 1;
      });
      await this.onUploaded(result.id);
      runInAction(() => {
        this.phase = 'open';
        this.close();
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'open';
      });
      this.onError(error);
    }
  }
}
