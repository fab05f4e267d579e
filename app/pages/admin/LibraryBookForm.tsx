/**
 * The admin's form for adding a book to the reference library: its file, title, author, genre, audience and
 * (optional) ISBN. The server analyses the file before it answers, which takes up to a minute for a long book.
 */
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { RulesSelect } from '../../components/RulesSelect.tsx';
import { useAdminStore } from '../../stores/AdminStore.ts';
import { useStores } from '../../stores/context.ts';
import { acceptedExtensions, fileProblem } from '../../upload/file-checks.ts';

export const LibraryBookForm = observer(function LibraryBookForm() {
  const { rules, errorDialog } = useStores();
  const admin = useAdminStore();
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const busy = admin.addingBook;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get('file');
    const problem = file instanceof File && file.name ? fileProblem(file) : 'Vælg en fil at uploade.';
    setFileError(problem ?? null);
    if (problem) return;
    setAdded(null);
    admin
      .addLibraryBook(form)
      .then((book) => {
        setAdded(`${book.title} er analyseret og lagt i biblioteket.`);
        element.reset();
      })
      .catch((error: unknown) => errorDialog.show(error));
  };
  return (
    <form className="form library-book-form" onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Tilføj en bog</h3>
      <p className="muted">Bogen analyseres som et manuskript; biblioteket gemmer kun tallene, aldrig teksten.</p>
      <label htmlFor={`${id}-title`}>Titel</label>
      <input id={`${id}-title`} name="title" required maxLength={200} disabled={busy} />
      <label htmlFor={`${id}-author`}>Forfatter</label>
      <input id={`${id}-author`} name="author" required maxLength={200} disabled={busy} />
      {(['genre', 'audience'] as const).map((kind) => (
        <RulesSelect
          key={kind}
          id={`${id}-${kind}`}
          kind={kind}
          items={kind === 'genre' ? rules.rules?.genres : rules.rules?.audiences}
          name={kind}
          required
          disabled={busy}
          defaultValue=""
        />
      ))}
      <label htmlFor={`${id}-isbn`}>ISBN (valgfrit)</label>
      <input
        id={`${id}-isbn`}
        name="isbn"
        inputMode="numeric"
        pattern="\d{9}[\dX]|\d{13}"
        aria-describedby={`${id}-isbn-hint`}
        disabled={busy}
      />
      <p id={`${id}-isbn-hint`} className="hint">
        10 eller 13 cifre uden bindestreger. Uden ISBN får bogen et fast id fra Lektør.
      </p>
      <label htmlFor={`${id}-file`}>Fil</label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept={acceptedExtensions.join(',')}
        aria-describedby={`${id}-file-hint`}
        disabled={busy}
        onChange={() => setFileError(null)}
      />
      <p id={`${id}-file-hint`} className="hint">
        ePub, docx eller txt, højst 10 MB og mindst 1.000 ord.
      </p>
      {fileError && (
        <p role="alert" className="field-error">
          {fileError}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Analyserer bogen …' : 'Tilføj bog'}
      </button>
      <p role="status">{added ?? ''}</p>
    </form>
  );
});
