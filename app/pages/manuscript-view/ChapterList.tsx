/** The chapters of the manuscript view: a button per chapter that jumps to it; the one in view is marked. */
import type { ManuscriptText } from '../../../schemas/api/manuscript-view.ts';

interface Props {
  chapters: ManuscriptText['chapters'];
  current: number;
  onChoose: (paragraph: number) => void;
}

export function ChapterList({ chapters, current, onChoose }: Props) {
  if (chapters.length === 0) return null;
  return (
    <nav className="msv-chapters" aria-label="Kapitler">
      <h2>Kapitler</h2>
      <ol>
        {chapters.map((chapter, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the book's chapters in their fixed order (two may start at the same paragraph)
          <li key={i}>
            <button
              type="button"
              className={i === current ? 'msv-chapter current' : 'msv-chapter'}
              aria-current={i === current ? 'location' : undefined}
              onClick={() => onChoose(chapter.start)}
            >
              {chapter.title || (i === 0 ? 'Begyndelsen' : `Kapitel ${i + 1}`)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
