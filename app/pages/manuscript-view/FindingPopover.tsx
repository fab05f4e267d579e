/**
 * A find's label button and, on press (mouse, Enter or Space), its explanation in a popover dialog: what the find
 * is, the words, and a link to the report page it comes from. Escape closes it and gives the focus back.
 */
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import type { ViewMark } from '../../../schemas/api/manuscript-view.ts';
import { categoryTexts } from './categories.ts';

interface Props {
  mark: ViewMark;
  marked: string;
  reportHref: (reportId: number) => string;
}

export function FindingPopover({ mark, marked, reportHref }: Props) {
  const text = categoryTexts[mark.category];
  const shortMarked = marked.length > 60 ? `${marked.slice(0, 57)}…` : marked;
  return (
    <DialogTrigger>
      <Button className={`msv-tag msv-tag-${mark.category}`} aria-label={`${text.one}: »${shortMarked}«`}>
        {text.label}
      </Button>
      <Popover className="msv-popover" placement="bottom start">
        <Dialog className="msv-finding">
          <Heading slot="title" level={2}>
            {text.one}
          </Heading>
          <p>{text.explain(mark.key, shortMarked)}</p>
          <p>
            <Link to={reportHref(text.report.id)}>Se rapporten {text.report.title}</Link>
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
