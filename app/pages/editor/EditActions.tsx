/**
 * Saving a draft and publishing: the note for the history, what blocks saving (the first problem, said where it
 * is), a confirmation that names what publishing changes, and after a 409 the other editor's version to compare
 * with, take in, or publish over.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useStores } from '../../stores/context.ts';
import type { DocumentEditor } from '../../stores/EditorStore.ts';
import { lineDiff } from './line-diff.ts';
import { VersionDiff } from './VersionDiff.tsx';

/** '3 linjer ændret', counted as the history's comparison counts them. */
export function changedLines(before: string, after: string): number {
  return lineDiff(before, after).filter((line) => line.kind !== 'same').length;
}

export const EditActions = observer(function EditActions({ editor, title }: { editor: DocumentEditor; title: string }) {
  const { errorDialog, dialogs } = useStores();
  const [note, setNote] = useState('');
  const onError = (error: unknown) => errorDialog.show(error);
  const blocked = editor.blockedBecause;
  const publishHint = !blocked && !editor.changed ? 'Teksten er den udgivne: der er intet nyt at udgive.' : null;
  const hint = blocked ?? publishHint;
  return (
    <div className="editor-actions">
      <label className="field">
        <span>Note til historikken (valgfri)</span>
        <input type="text" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={blocked !== null}
          aria-describedby={blocked ? 'save-blocked' : undefined}
          onClick={() => editor.saveDraft(note).then(() => setNote(''), onError)}
        >
          Gem kladde
        </button>
        <button
          type="button"
          className="button primary"
          disabled={blocked !== null || !editor.changed}
          aria-describedby={hint ? 'save-blocked' : undefined}
          onClick={() => dialogs.show('publishDocument')}
        >
          Udgiv
        </button>
      </div>
      {hint && (
        <p id="save-blocked" className={blocked ? 'field-error' : 'field-hint'} data-testid="save-blocked">
          {hint}
        </p>
      )}
      {editor.status && (
        <p
          role={editor.status.kind === 'error' ? 'alert' : 'status'}
          className={editor.status.kind === 'error' ? 'field-error' : ''}
        >
          {editor.status.text}
        </p>
      )}
      {editor.conflict && <Conflict editor={editor} />}
      <ConfirmDialog
        name="publishDocument"
        title={`Udgiv ${title}?`}
        confirmLabel="Udgiv"
        busy={editor.busy}
        onConfirm={() => {
          dialogs.close();
          editor.publish(note).then(() => setNote(''), onError);
        }}
      >
        {editor.baseVersion === 0 ? (
          <p>
            {title} er ikke udgivet før. Når den udgives, står den i forfatternes rapportmenu, næste gang de åbner
            appen.
          </p>
        ) : (
          <p>
            Din tekst afløser den udgivne version {editor.baseVersion} af {title}:{' '}
            {changedLines(editor.publishedText, editor.text)} linjer er ændret. Forfatterne ser ændringen, næste gang de
            åbner siden.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
});

const Conflict = observer(function Conflict({ editor }: { editor: DocumentEditor }) {
  const { errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  const theirs = editor.theirs;
  return (
    <div className="editor-conflict" data-testid="conflict">
      <p className="field-hint">
        Din tekst er stadig her i editoren. Gem den som kladde, så den ikke går tabt, eller se, hvad den anden har
        ændret.
      </p>
      {!theirs ? (
        <button type="button" className="button" onClick={() => editor.loadTheirs().catch(onError)}>
          Se den andens ændring
        </button>
      ) : (
        <>
          <p>Forskellen mellem den nye version {theirs.version} (−) og din tekst (+):</p>
          <VersionDiff before={theirs.text} after={editor.text} />
          <div className="button-row">
            <button type="button" className="button" onClick={() => editor.takeTheirs()}>
              Hent version {theirs.version} ind (din tekst erstattes)
            </button>
            <button type="button" className="button" onClick={() => editor.keepMine()}>
              Behold min tekst og udgiv oven på version {theirs.version}
            </button>
          </div>
        </>
      )}
    </div>
  );
});
