/**
 * The upload dialog: title, genre and audience from the rules, one file (.epub, .docx, .txt, at most 10 MB),
 * a real progress bar while uploading. Upload stays disabled until the form is complete.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import { Link } from 'react-router';
import { paths } from '../routes/paths.ts';
import { useStores } from '../stores/context.ts';
import { acceptedExtensions, formatFileSize, uploadMessages } from '../upload/file-checks.ts';
import { RulesSelect } from './RulesSelect.tsx';

export const UploadDialog = observer(function UploadDialog() {
  const { upload, rules, userStatus } = useStores();
  const ids = { title: useId(), genre: useId(), audience: useId(), file: useId(), hint: useId(), version: useId() };
  const isOpen = upload.phase !== 'closed';
  const noUploads = userStatus.uploadsLeft <= 0;
  /** A new version keeps the manuscript's title, genre and audience. */
  const fixed = upload.isNewVersion;
  const locked = upload.phase === 'uploading' || fixed;
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isDismissable={upload.phase !== 'uploading'}
      onOpenChange={(open) => !open && upload.close()}
    >
      <Modal className="modal">
        <Dialog className="dialog" aria-labelledby="upload-heading">
          <Heading slot="title" id="upload-heading">
            {fixed ? 'Upload ny version' : 'Upload manuskript'}
          </Heading>
          {noUploads ? (
            <>
              <p role="alert" className="notice">
                {uploadMessages.noUploadsLeft}
              </p>
              <div className="dialog-actions">
                <Link to={paths.pricing} className="button primary" onClick={() => upload.close()}>
                  Se priser og abonnementer
                </Link>
                <button type="button" className="button" onClick={() => upload.close()}>
                  Luk
                </button>
              </div>
            </>
          ) : (
            <form
              className="form"
              aria-describedby={fixed ? ids.version : undefined}
              onSubmit={(event) => {
                event.preventDefault();
                void upload.upload();
              }}
            >
              {fixed && (
                <p id={ids.version} className="hint">
                  Den nye version får samme titel, genre og målgruppe som manuskriptet. Den bruger en upload som enhver
                  anden.
                </p>
              )}
              <label htmlFor={ids.title}>Titel</label>
              <input
                id={ids.title}
                name="manuscriptTitle"
                value={upload.title}
                onChange={(e) => upload.setTitle(e.target.value)}
                disabled={locked}
              />
              <RulesSelect
                id={ids.genre}
                kind="genre"
                items={rules.rules?.genres}
                name="targetGenre"
                value={upload.genreId}
                onChange={(e) => upload.setGenre(e.target.value)}
                disabled={locked}
              />
              <RulesSelect
                id={ids.audience}
                kind="audience"
                items={rules.rules?.audiences}
                name="targetAudience"
                value={upload.audienceId}
                onChange={(e) => upload.setAudience(e.target.value)}
                disabled={locked}
              />
              <label htmlFor={ids.file}>Fil</label>
              <input
                id={ids.file}
                name="file"
                type="file"
                accept={acceptedExtensions.join(',')}
                aria-describedby={ids.hint}
                onChange={(e) => void upload.chooseFile(e.target.files?.[0] ?? null)}
                disabled={upload.phase === 'uploading'}
              />
              <p id={ids.hint} className="hint">
                ePub eller docx, højst 10 MB.
                {upload.file && ` Valgt: ${upload.file.name} (${formatFileSize(upload.file.size)}).`}
              </p>
              {upload.fileError && (
                <p role="alert" className="field-error">
                  {upload.fileError}
                </p>
              )}
              {!upload.formComplete && <p className="hint">{uploadMessages.incompleteForm}</p>}
              {upload.phase === 'uploading' && (
                <ProgressBar className="progress" value={upload.progress * 100} aria-label="Upload">
                  {({ percentage }) => (
                    <>
                      <span className="progress-label">Uploader… {Math.round(percentage ?? 0)} %</span>
                      <div className="progress-track">
                        <div className="progress-fill" style={{ width: `${percentage ?? 0}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
              )}
              <div className="dialog-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => upload.close()}
                  disabled={upload.phase === 'uploading'}
                >
                  Annuller
                </button>
                <button type="submit" className="button primary" disabled={!upload.canUpload}>
                  Upload
                </button>
              </div>
            </form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
