/**
 * The explanation of the find whose label button was pressed (mouse, Enter or Space): what the find is, the words,
 * and a link to the report page it comes from, in a popover dialog at the button. One for the whole view, not one
 * per find: the text may hold hundreds of finds in view, and plain buttons are what scrolling can afford to draw.
 * Escape closes it and gives the focus back to the button.
 */
import { useRef } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import type { ViewMark } from '../../../schemas/api/manuscript-view.ts';
import { categoryTexts } from './categories.ts';

export interface OpenFinding {
  mark: ViewMark;
  marked: string;
  button: HTMLElement;
}

interface Props {
  finding: OpenFinding | null;
  onClose: () => void;
  reportHref: (reportId: number) => string;
}

/** The words of a find as a label or explanation quotes them: a long sentence cut short. */
export function quoted(marked: string): string {
  return marked.length > 60 ? `${marked.slice(0, 57)}…` : marked;
}

export function FindingPopover({ finding, onClose, reportHref }: Props) {
  const anchor = useRef<HTMLElement | null>(null);
  anchor.current = finding?.button ?? null;
  if (!finding) return null;
  const text = categoryTexts[finding.mark.category];
  return (
    <Popover
      className="msv-popover"
      placement="bottom start"
      triggerRef={anchor}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <Dialog className="msv-finding">
        <Heading slot="title" level={2}>
          {text.one}
        </Heading>
        <p>{text.explain(finding.mark.key, quoted(finding.marked))}</p>
        <p>
          <Link to={reportHref(text.report.id)}>Se rapporten {text.report.title}</Link>
        </p>
      </Dialog>
    </Popover>
  );
}
