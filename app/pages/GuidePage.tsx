/** The guide: how to upload a manuscript, read its report and work with the recommendations (pages.json, 'guide'). */
import { InfoPageText } from '../components/InfoPageText.tsx';

export function GuidePage() {
  return (
    <div className="card guide">
      <InfoPageText page="guide" />
    </div>
  );
}
