/**
 * A definition's or text's history: every version, who saved it and when, and its note; a version can be opened
 * in the editor or published again (roll-back), and any two versions compared line by line.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import { type DocumentEditor, pretty } from '../../stores/EditorStore.ts';
import { changedLines } from './EditActions.tsx';
import { type DiffLine, lineDiff } from './line-diff.ts';
import { VersionDiff } from './VersionDiff.tsx';

const stateText = { draft: 'Kladde', published: 'Udgivet' } as const;

export const VersionHistory = observer(function VersionHistory({ editor }: { editor: DocumentEditor }) {
  const { errorDialog, dialogs } = useStores();
  const [rollBack, setRollBack] = useState<{ version: number; changed: number } | null>(null);
  const versions = editor.history?.versions ?? [];
  const [from, setFrom] = useState<number | undefined>();
  const [to, setTo] = useState<number | undefined>();
  const [diff, setDiff] = useState<DiffLine[] | null>(null);
  const onError = (error: unknown) => errorDialog.show(error);
  const compare = async () => {
    const a = from ?? versions[1]?.version;
    const b = to ?? versions[0]?.version;
    if (!a || !b) return;
    const [before, after] = await Promise.all([editor.version(a), editor.version(b)]);
    setDiff(lineDiff(pretty(before.payload), pretty(after.payload)));
  };
  const choice = (label: string, value: number | undefined, fallback: number | undefined, set: (n: number) => void) => (
    <label className="field inline">
      <span>{label}</span>
      <select value={value ?? fallback ?? ''} onChange={(event) => set(Number(event.target.value))}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="history-heading" className="editor-history">
      <h2 id="history-heading">Historik</h2>
      <DataTable
        columns={[
          {
            name: 'Version',
            cell: (v) => `${v.version}${v.version === editor.history?.publishedVersion ? ' (udgivet nu)' : ''}`,
          },
          { name: 'Status', cell: (v) => stateText[v.state] },
          { name: 'Hvem', cell: (v) => v.author ?? 'Fra repositoriet' },
          { name: 'Hvornår', cell: (v) => formatDateTime(v.createdAt) },
          { name: 'Note', cell: (v) => v.note ?? '' },
          {
            name: 'Handlinger',
            nameHidden: true,
            className: 'actions',
            cell: (v) => (
              <>
                <button
                  type="button"
                  className="button"
                  aria-label={`Åbn version ${v.version} i editoren`}
                  onClick={() => editor.edit(v.version).catch(onError)}
                >
                  Åbn
                </button>
                {v.version !== editor.history?.publishedVersion && (
                  <button
                    type="button"
                    className="button"
                    disabled={editor.busy}
                    aria-label={`Rul tilbage til version ${v.version}`}
                    onClick={() =>
                      editor
                        .version(v.version)
                        .then((found) => {
                          setRollBack({
                            version: v.version,
                            changed: changedLines(editor.publishedText, pretty(found.payload)),
                          });
                          dialogs.show('rollBackDocument');
                        })
                        .catch(onError)
                    }
                  >
                    Rul tilbage hertil
                  </button>
                )}
              </>
            ),
          },
        ]}
        items={versions}
        rowKey={(v) => v.version}
        rowAttributes={(v) => ({ 'data-version': v.version })}
      />
      {versions.length > 1 && (
        <div className="editor-diff-choice">
          {choice('Fra', from, versions[1]?.version, setFrom)}
          {choice('Til', to, versions[0]?.version, setTo)}
          <button type="button" className="button" onClick={() => compare().catch(onError)}>
            Sammenlign
          </button>
        </div>
      )}
      {diff && <VersionDiff lines={diff} />}
      <ConfirmDialog
        name="rollBackDocument"
        title={`Rul tilbage til version ${rollBack?.version ?? ''}?`}
        confirmLabel={`Udgiv version ${rollBack?.version ?? ''} igen`}
        busy={editor.busy}
        onConfirm={() => {
          dialogs.close();
          if (rollBack) editor.rollBack(rollBack.version).catch(onError);
        }}
      >
        <p>
          Version {rollBack?.version} udgives igen som en ny version og afløser den udgivne version {editor.baseVersion}
          : {rollBack?.changed} linjer ændres. Forfatterne ser ændringen, næste gang de åbner siden.
        </p>
      </ConfirmDialog>
    </section>
  );
});
