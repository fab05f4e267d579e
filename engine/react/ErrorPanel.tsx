import { userText } from '../index.ts';

/**
 * The spec's generic Danish panel for a section whose data cannot be read or processed; `detail` names what was
 * wrong with the data when the engine knows (a field a transform needed).
 */
export function ErrorPanel({ text = userText.sectionFailed, detail }: { text?: string; detail?: string }) {
  return (
    <div className="lk-error-panel" role="alert">
      {text}
      {detail ? <p className="lk-error-detail">{userText.dataProblem(detail)}</p> : null}
    </div>
  );
}
