import { userText } from '../index.ts';

/** The spec's generic Danish panel for a section whose data cannot be read or processed. */
export function ErrorPanel({ text = userText.sectionFailed }: { text?: string }) {
  return (
    <div className="lk-error-panel" role="alert">
      {text}
    </div>
  );
}
