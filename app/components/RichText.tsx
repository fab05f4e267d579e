/**
 * A content text with its little markup: **bold** and links `[text](/path)` (a link in the app) or
 * `[text](mailto:…)`. Everything else, HTML included, is shown as text.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const MARKUP = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/gu;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    parts.push(text.slice(last, match.index));
    const [whole, bold, label, href] = match;
    const key = match.index;
    if (bold !== undefined) parts.push(<strong key={key}>{bold}</strong>);
    else if (href?.startsWith('/') && !href.startsWith('//')) {
      parts.push(
        <Link key={key} to={href}>
          {label}
        </Link>,
      );
    } else if (href?.startsWith('mailto:')) {
      parts.push(
        <a key={key} href={href}>
          {label}
        </a>,
      );
    } else parts.push(whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
