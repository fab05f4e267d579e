/**
 * Above every report page of a manuscript (the dashboard included): 'Upload ny version' (the upload dialog with
 * the manuscript's title, genre and audience, as its new revision) and, once it has two or more revisions,
 * 'Sammenlign med forrige version'; for a finished analysis 'Hent kommenteret manuskript' (AnnotatedDownload).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useMatch } from 'react-router';
import type { Manuscript } from '../../schemas/api/manuscripts.ts';
import { paths } from '../routes/paths.ts';
import { useStores } from '../stores/context.ts';
import { AnnotatedDownload } from './AnnotatedDownload.tsx';

export const VersionActions = observer(function VersionActions({ manuscriptId }: { manuscriptId: number }) {
  const { manuscripts, upload } = useStores();
  const [manuscript, setManuscript] = useState<Manuscript | null>(null);
  const onCompare = useMatch('/manuscripts/:manuscriptId/compare') !== null;
  useEffect(() => {
    let current = true;
    setManuscript(null);
    manuscripts
      .manuscript(manuscriptId)
      .then((m) => current && setManuscript(m))
      // The page itself says what went wrong; without the manuscript there are simply no actions.
      .catch((error: unknown) => console.error('manuscript could not be loaded', error));
    return () => {
      current = false;
    };
  }, [manuscripts, manuscriptId]);
  if (!manuscript) return null;
  return (
    <div className="version-actions">
      {manuscript.status === 'done' && (
        <AnnotatedDownload manuscriptId={manuscriptId} revisionId={manuscript.latestRevisionId} />
      )}
      {manuscript.revisionCount >= 2 && !onCompare && (
        <Link to={paths.manuscriptCompare(manuscriptId)} className="button small">
          Sammenlign med forrige version
        </Link>
      )}
      <button type="button" className="button small" onClick={() => upload.openNewVersion(manuscript)}>
        Upload ny version
      </button>
    </div>
  );
});
