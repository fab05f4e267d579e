/**
 * 'Hent kommenteret manuskript' above a finished manuscript's report: the author chooses which kinds of finding
 * become Word comments and saves her own text as a .docx with them (docs/WORD.md).
 */
import { useId, useState } from 'react';
import { type AnnotationCategory, annotationCategories } from '../../schemas/api/annotated-manuscript.ts';
import { useStores } from '../stores/context.ts';
import { saveDownload } from './save-download.ts';

const labels: Record<AnnotationCategory, string> = {
  klicheer: 'Klichéer',
  'staerke-ord': 'Stærke ord',
  tillaegsord: 'Tillægsord',
  replikverber: 'Replikverber',
};

export function AnnotatedDownload({ manuscriptId, revisionId }: { manuscriptId: number; revisionId: number }) {
  const { api, errorDialog } = useStores();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<AnnotationCategory>>(() => new Set(annotationCategories));
  const [busy, setBusy] = useState(false);
  const panelId = useId();

  const toggle = (category: AnnotationCategory) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  const download = async () => {
    setBusy(true);
    try {
      const categories = annotationCategories.filter((c) => chosen.has(c)).join(',');
      const response = await api.fetch(
        `manuscripts/${manuscriptId}/revisions/${revisionId}/annotated.docx?categories=${encodeURIComponent(categories)}`,
        { method: 'GET' },
      );
      await saveDownload(response, 'manuskript (kommenteret).docx');
      setOpen(false);
    } catch (error) {
      errorDialog.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="annotated-download">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Hent kommenteret manuskript
      </button>
      {open && (
        <div id={panelId} className="annotated-download-panel">
          <fieldset>
            <legend>Hvilke fund skal med som kommentarer i Word?</legend>
            {annotationCategories.map((category) => (
              <label key={category}>
                <input type="checkbox" checked={chosen.has(category)} onChange={() => toggle(category)} />{' '}
                {labels[category]}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="button small"
            onClick={() => void download()}
            disabled={busy || chosen.size === 0}
            aria-busy={busy}
          >
            {busy ? 'Laver dokumentet…' : 'Hent .docx'}
          </button>
        </div>
      )}
    </div>
  );
}
