import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { PassageModel, PassagesPage } from '../../schemas/api/passages.ts';
import { numberFormat } from '../format.ts';
import { userText } from '../index.ts';
import { useEngineEnvironment } from './engine-context.ts';
import { InfoDialog } from './InfoDialog.tsx';
import type { PassageLink } from './passages-source.ts';

/** A passage's place in the book, in per cent ('12,5'). */
const positionText = (position: number) => numberFormat({ maximumFractionDigits: 1 }).format(position);

export interface PassagesDialogProps {
  model: PassageModel;
  passageKey: string;
  /** The key as the page shows it (default: the key). */
  label?: string;
  /** What the key is ('klichéen', 'navnet'); the heading says 'Passager: {what} »{label}«'. */
  what?: string;
  onClose: () => void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; page: PassagesPage } | { state: 'failed'; message: string };

/** The sentences behind a figure, the found words marked, page by page (a react-aria modal dialog). */
export function PassagesDialog({ model, passageKey, label, what, onClose }: PassagesDialogProps) {
  const { passages, passageLink } = useEngineEnvironment();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!passages) return;
    let current = true;
    setLoaded({ state: 'loading' });
    passages({ model, key: passageKey, page }).then(
      (answer) => current && setLoaded({ state: 'ready', page: answer }),
      (error: unknown) =>
        current &&
        setLoaded({ state: 'failed', message: error instanceof Error ? error.message : userText.passagesFailed }),
    );
    return () => {
      current = false;
    };
  }, [passages, model, passageKey, page]);
  const title = userText.passagesFor(what, label ?? passageKey);
  return (
    <InfoDialog title={title} isOpen onClose={onClose}>
      <div className="lk-passages" aria-live="polite" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'loading' ? <p>{userText.passagesLoading}</p> : null}
        {loaded.state === 'failed' ? (
          <p role="alert" className="lk-message">
            {loaded.message}
          </p>
        ) : null}
        {loaded.state === 'ready' ? <PassagesList page={loaded.page} onPage={setPage} link={passageLink} /> : null}
      </div>
    </InfoDialog>
  );
}

function PassagesList({
  page,
  onPage,
  link,
}: {
  page: PassagesPage;
  onPage: (page: number) => void;
  link: PassageLink | undefined;
}) {
  return (
    <>
      {page.total > 0 ? <p>{userText.passagesCount(page.total)}</p> : null}
      {page.message ? <p className="lk-message">{page.message}</p> : null}
      {page.passages.length > 0 ? (
        <ol className="lk-passage-list" aria-label={userText.passagesList} start={(page.page - 1) * page.pageSize + 1}>
          {page.passages.map((passage, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the passages of one page in their order
            <li key={i} className="lk-passage">
              <q>
                <MarkedSentence sentence={passage.sentence} marks={passage.marks} />
              </q>{' '}
              <span className="lk-passage-position">({userText.passagePosition(positionText(passage.position))})</span>
              {link ? <PassageInText link={link} paragraph={passage.paragraph} position={passage.position} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {page.pages > 1 ? (
        <nav className="lk-pager" aria-label={userText.passages}>
          <Button className="lk-button" isDisabled={page.page <= 1} onPress={() => onPage(page.page - 1)}>
            {userText.previousPage}
          </Button>
          <span>{userText.pageOf(page.page, page.pages)}</span>
          <Button className="lk-button" isDisabled={page.page >= page.pages} onPress={() => onPage(page.page + 1)}>
            {userText.nextPage}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

/** 'Vis i manuskriptet': the passage's paragraph in the manuscript view, followed inside the app. */
function PassageInText({ link, paragraph, position }: { link: PassageLink; paragraph: number; position: number }) {
  const href = link.href(paragraph);
  return (
    <>
      {' '}
      <a
        href={href}
        className="lk-passage-link"
        aria-label={userText.passageInTextLabel(positionText(position))}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          link.follow(href);
        }}
      >
        {userText.passageInText}
      </a>
    </>
  );
}

/** The sentence with its found words in <mark>. */
export function MarkedSentence({
  sentence,
  marks,
}: {
  sentence: string;
  marks: PassagesPage['passages'][number]['marks'];
}) {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end > sentence.length) continue;
    if (start > at) pieces.push({ text: sentence.slice(at, start), marked: false });
    pieces.push({ text: sentence.slice(start, end), marked: true });
    at = end;
  }
  if (at < sentence.length) pieces.push({ text: sentence.slice(at), marked: false });
  return (
    <>
      {pieces.map((piece, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence in their order
        piece.marked ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
      )}
    </>
  );
}
