/** The two versions to compare, chosen from the manuscript's revisions ('Fra version', 'Til version'). */
import { useId, useState } from 'react';
import type { NumberedRevision } from '../../compare/choose.ts';
import { formatDay } from '../../format.ts';
import type { Revision } from '../../stores/ManuscriptsStore.ts';

const statusText: Record<Revision['status'], string> = {
  queued: ' (i kø)',
  analysing: ' (analyseres)',
  done: '',
  failed: ' (fejlede)',
};

export function versionName({ number, revision }: NumberedRevision<Revision>): string {
  return `Version ${number} (${formatDay(revision.created)})`;
}

export interface VersionPickerProps {
  revisions: readonly NumberedRevision<Revision>[];
  from: number | undefined;
  to: number | undefined;
  onChoose: (versions: { fra: number; til: number }) => void;
}

export function VersionPicker({ revisions, from, to, onChoose }: VersionPickerProps) {
  const ids = { from: useId(), to: useId() };
  const newest = revisions.at(-1)?.revision.id;
  const [fra, setFra] = useState(String(from ?? revisions.at(-2)?.revision.id ?? ''));
  const [til, setTil] = useState(String(to ?? newest ?? ''));
  const options = revisions.map((r) => (
    <option key={r.revision.id} value={r.revision.id}>
      {versionName(r)}
      {statusText[r.revision.status]}
    </option>
  ));
  return (
    <form
      className="compare-picker"
      aria-label="Vælg versioner"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose({ fra: Number(fra), til: Number(til) });
      }}
    >
      <div>
        <label htmlFor={ids.from}>Fra version</label>
        <select id={ids.from} value={fra} onChange={(e) => setFra(e.target.value)}>
          {options}
        </select>
      </div>
      <div>
        <label htmlFor={ids.to}>Til version</label>
        <select id={ids.to} value={til} onChange={(e) => setTil(e.target.value)}>
          {options}
        </select>
      </div>
      <button type="submit" className="button">
        Sammenlign
      </button>
    </form>
  );
}
