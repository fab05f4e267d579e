/**
 * A definition's or text's history: every version, who saved it and when, and its note; a version can be opened
 * in the editor or published again (roll-back), and any two versions compared line by line.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatDateTime } from '../../format.ts';
import { useStores } from '../../stores/context.ts';
import { type DocumentEditor, pretty } from '../../stores/EditorStore.ts';
import { type DiffLine, lineDiff } from './line-diff.ts';

const stateText = { draft: 'Kladde', published: 'Udgivet' } as const;

export const VersionHistory = observer(function VersionHistory({ editor }: { editor: DocumentEditor }) {
  const { errorDialog } = useStores();
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
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Status</th>
            <th scope="col">Hvem</th>
            <th scope="col">Hvornår</th>
            <th scope="col">Note</th>
            <th scope="col">
              <span className="visually-hidden">Handlinger</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} data-version={v.version}>
              <td>
                {v.version}
                {v.version === editor.history?.publishedVersion ? ' (udgivet nu)' : ''}
              </td>
              <td>{stateText[v.state]}</td>
              <td>{v.author ?? 'Fra repositoriet'}</td>
              <td>{formatDateTime(v.createdAt)}</td>
              <td>{v.note ?? ''}</td>
              <td className="actions">
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
                    onClick={() => editor.rollBack(v.version).catch(onError)}
                  >
                    Rul tilbage hertil
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
    </section>
  );
});

function VersionDiff({ lines }: { lines: DiffLine[] }) {
  const changed = lines.filter((l) => l.kind !== 'same').length;
  if (changed === 0) return <p role="status">De to versioner er ens.</p>;
  const mark = { same: ' ', removed: '−', added: '+' } as const;
  const said = { same: '', removed: 'fjernet: ', added: 'tilføjet: ' } as const;
  return (
    <figure className="editor-diff">
      <figcaption role="status">{changed} linjer er ændret.</figcaption>
      <pre data-testid="diff">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are only ever rendered in this order
          <span key={i} className={`diff-${line.kind}`}>
            <span className="visually-hidden">{said[line.kind]}</span>
            {mark[line.kind]} {line.text}
            {'\n'}
          </span>
        ))}
      </pre>
    </figure>
  );
}
