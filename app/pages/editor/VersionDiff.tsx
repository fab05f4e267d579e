/** Two texts compared line by line (app/pages/editor/line-diff.ts): removed lines −, added lines +. */
import { type DiffLine, lineDiff } from './line-diff.ts';

export function VersionDiff({ before, after, lines }: { before?: string; after?: string; lines?: DiffLine[] }) {
  const shown = lines ?? lineDiff(before ?? '', after ?? '');
  const changed = shown.filter((l) => l.kind !== 'same').length;
  if (changed === 0) return <p role="status">De to versioner er ens.</p>;
  const mark = { same: ' ', removed: '−', added: '+' } as const;
  const said = { same: '', removed: 'fjernet: ', added: 'tilføjet: ' } as const;
  return (
    <figure className="editor-diff">
      <figcaption role="status">{changed} linjer er ændret.</figcaption>
      <pre data-testid="diff">
        {shown.map((line, i) => (
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
