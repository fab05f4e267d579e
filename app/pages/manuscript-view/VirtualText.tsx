/**
 * The text of the whole book in a scrolling box, virtualised: only the paragraphs within a screen or so of what
 * is in view are in the DOM. Every paragraph has an estimated height until it is drawn and measured; a paragraph
 * above the one at the top that turns out taller or shorter moves the scroll position by as much, so the text in
 * view stays put. Paragraphs near the view are fetched as the reader scrolls (ManuscriptViewStore.ensure).
 */
import { observer } from 'mobx-react-lite';
import type React from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FindingPopover, type OpenFinding } from './FindingPopover.tsx';
import type { ManuscriptViewStore } from './ManuscriptViewStore.ts';
import { FINDING_ATTRIBUTE, MarkedParagraph } from './MarkedParagraph.tsx';

/** Pixels drawn above and below the view. */
const OVERSCAN = 1200;
/** The height of a paragraph not fetched yet. */
const UNKNOWN_HEIGHT = 120;

interface Props {
  store: ManuscriptViewStore;
  reportHref: (reportId: number) => string;
  /** Scroll to this paragraph (a new object each time, so the same paragraph twice jumps twice). */
  jump: { paragraph: number } | null;
  /** The paragraph at the top of the view, as the reader scrolls. */
  onTop: (paragraph: number) => void;
}

export const VirtualText = observer(function VirtualText({ store, reportHref, jump, onTop }: Props) {
  const box = useRef<HTMLElement>(null);
  const count = store.paragraphCount;
  const heights = useMemo(() => new Float64Array(count).fill(UNKNOWN_HEIGHT), [count]);
  const measured = useMemo(() => new Uint8Array(count), [count]);
  const [offsets, setOffsets] = useState(() => prefix(heights));
  const [view, setView] = useState({ top: 0, height: 800 });
  const track = useRef<HTMLDivElement>(null);
  const target = useRef<number | null>(null);
  const [finding, setFinding] = useState<OpenFinding | null>(null);

  // A find's button (MarkedParagraph) opens its explanation: one listener for the whole text.
  const onClick = useCallback(
    (event: React.MouseEvent) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>(`[${FINDING_ATTRIBUTE}]`);
      const holder = button?.closest<HTMLElement>('[data-paragraph]');
      if (!button || !holder) return;
      const paragraph = store.paragraphs[Number(holder.dataset.paragraph)];
      const mark = paragraph?.marks[Number(button.getAttribute(FINDING_ATTRIBUTE))];
      if (!paragraph || !mark) return;
      setFinding({ mark, marked: paragraph.text.slice(mark.start, mark.end), button });
    },
    [store],
  );
  const closeFinding = useCallback(() => setFinding(null), []);

  useEffect(() => setOffsets(prefix(heights)), [heights]);

  const first = Math.max(0, indexAt(offsets, view.top - OVERSCAN));
  const last = Math.min(count, indexAt(offsets, view.top + view.height + OVERSCAN) + 1);

  useEffect(() => {
    store.ensure(first, last).catch(() => undefined);
  }, [store, first, last]);

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    setView({ top: element.scrollTop, height: element.clientHeight });
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    onScroll();
    const observer = new ResizeObserver(onScroll);
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScroll]);

  // The paragraph at the top: what the chapter list marks, and the anchor kept in place when heights change.
  const top = indexAt(offsets, view.top);
  useEffect(() => onTop(top), [onTop, top]);

  // Measure what was drawn; keep the paragraph at the top where it was.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const topIndex = target.current ?? indexAt(offsets, element.scrollTop);
    const topDelta = target.current !== null ? 0 : element.scrollTop - offsets[topIndex]!;
    let changed = false;
    for (const node of element.querySelectorAll<HTMLElement>('[data-paragraph]')) {
      const index = Number(node.dataset.paragraph);
      if (store.paragraphs[index] === undefined) continue;
      const height = node.offsetHeight;
      if (measured[index] && Math.abs(heights[index]! - height) < 1) continue;
      measured[index] = 1;
      if (Math.abs(heights[index]! - height) >= 1) {
        heights[index] = height;
        changed = true;
      }
    }
    if (!changed) return;
    // New heights: the box's height and the scroll position follow at once, before the browser paints.
    const next = prefix(heights);
    if (track.current) track.current.style.height = `${next[count]! + runOut(element.clientHeight)}px`;
    element.scrollTop = next[topIndex]! + topDelta;
    setOffsets(next);
  });

  // A jump: to the paragraph's estimated place now; the measuring above keeps it at the top as heights come in.
  // Only a new jump moves the view, not every new measure: offsets is read at the moment of the jump.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = box.current;
    if (!jump || !element || jump.paragraph >= count) return;
    target.current = jump.paragraph;
    element.scrollTop = offsets[jump.paragraph]!;
    onScroll();
    const release = () => {
      target.current = null;
    };
    // The reader's own scrolling ends the jump.
    element.addEventListener('wheel', release, { once: true, passive: true });
    element.addEventListener('keydown', release, { once: true });
    element.addEventListener('touchstart', release, { once: true, passive: true });
    const timer = setTimeout(release, 3000);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('wheel', release);
      element.removeEventListener('keydown', release);
      element.removeEventListener('touchstart', release);
    };
  }, [jump, count, onScroll]);

  const items = [];
  for (let i = first; i < last; i++) {
    const paragraph = store.paragraphs[i];
    items.push(
      <div key={i} data-paragraph={i} className={jump?.paragraph === i ? 'msv-paragraph msv-target' : 'msv-paragraph'}>
        {paragraph?.sceneBreak ? (
          <p className="msv-scene-break" aria-hidden="true">
            * * *
          </p>
        ) : null}
        {paragraph?.heading ? <h2 className="msv-heading">{paragraph.heading}</h2> : null}
        {paragraph ? (
          <p>
            <MarkedParagraph paragraph={paragraph} shown={store.shown} />
          </p>
        ) : (
          <p className="msv-pending" style={{ height: UNKNOWN_HEIGHT - 16 }}>
            Henter teksten …
          </p>
        )}
      </div>,
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the finds' own buttons' (Enter and Space click them)
    <section
      ref={box}
      className="msv-text"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by the keyboard to scroll it
      tabIndex={0}
      aria-label="Manuskriptets tekst"
      onScroll={onScroll}
      onClick={onClick}
    >
      <div ref={track} className="msv-track" style={{ height: offsets[count]! + runOut(view.height) }}>
        <div className="msv-window" style={{ transform: `translateY(${offsets[first]}px)` }}>
          {items}
        </div>
      </div>
      <FindingPopover finding={finding} onClose={closeFinding} reportHref={reportHref} />
    </section>
  );
});

/** Room after the last paragraph, so that any paragraph (the last chapter's first) can be scrolled to the top. */
function runOut(viewHeight: number): number {
  return Math.max(0, viewHeight - 120);
}

/** Offsets of each paragraph's top, and the total height at the end. */
function prefix(heights: Float64Array): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = offsets[i]! + heights[i]!;
  return offsets;
}

/** The paragraph at a vertical position (binary search in the offsets). */
function indexAt(offsets: Float64Array, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  if (high < 0) return 0;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}
