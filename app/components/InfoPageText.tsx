/** The texts of an information page (guide, contact, pricing) from the content store: sections of paragraphs and lists. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Pages } from '../../schemas/api/content.ts';
import { useStores } from '../stores/context.ts';
import { LoadingView } from './LoadingView.tsx';
import { RichText } from './RichText.tsx';

type PageName = Pages[number]['page'];
type Section = Pages[number]['sections'][number];

export interface InfoPageTextProps {
  page: PageName;
  /** Which sections to show (by position), e.g. the pricing page's introduction apart from its terms. */
  sections?: readonly number[];
  /** The class of a section with a heading (e.g. 'card'). */
  sectionClassName?: string;
}

export const InfoPageText = observer(function InfoPageText({ page, sections, sectionClassName }: InfoPageTextProps) {
  const { texts, errorDialog } = useStores();
  useEffect(() => {
    texts.loadPages().catch((error: unknown) => errorDialog.show(error));
  }, [texts, errorDialog]);
  const found = texts.pages?.find((p) => p.page === page);
  if (!texts.pages) return <LoadingView text="Henter teksten…" />;
  if (!found) return null;
  const shown = found.sections.flatMap((section, index) =>
    sections === undefined || sections.includes(index) ? [[section, index] as const] : [],
  );
  return (
    <>
      {shown.map(([section, index]) => (
        <SectionText key={`${page}-${index}`} id={`${page}-${index}`} section={section} className={sectionClassName} />
      ))}
    </>
  );
});

function SectionText({ id, section, className }: { id: string; section: Section; className?: string }) {
  const blocks = section.blocks.map((block) =>
    'paragraph' in block ? (
      <p key={block.paragraph}>
        <RichText text={block.paragraph} />
      </p>
    ) : (
      <List key={block.steps.join('\n')} ordered={block.ordered} items={block.steps} />
    ),
  );
  if (!section.heading) return <>{blocks}</>;
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`}>{section.heading}</h2>
      {blocks}
    </section>
  );
}

function List({ ordered, items }: { ordered: boolean; items: readonly string[] }) {
  const entries = items.map((item) => (
    <li key={item}>
      <RichText text={item} />
    </li>
  ));
  return ordered ? <ol className="steps">{entries}</ol> : <ul className="steps">{entries}</ul>;
}
