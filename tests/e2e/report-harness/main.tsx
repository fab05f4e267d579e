/**
 * Renders one report page from fixtures for the browser test: `?page=<key>&print=1`. The test injects the
 * fixtures as `window.reportFixtures`; `document.body.dataset.reportReady` is set once every block has been
 * bound and every chart has drawn (or 'failed' when a block or chart failed).
 */
import { createRoot } from 'react-dom/client';
import { loadEngineValidators, loadReportDefinitions } from '../../../engine/index.ts';
import { blockContracts, ReportView } from '../../../engine/react/index.ts';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';

declare global {
  interface Window {
    reportFixtures: { data: RevisionDataItem[]; content: Record<string, unknown> };
  }
}

await loadEngineValidators();
const definitions = import.meta.glob('../../../reports/*.report.json', { eager: true, import: 'default' });
const params = new URLSearchParams(location.search);
const key = params.get('page') ?? 'readability';
// Loaded together, as the app loads them: `$reportId(key)` knows every page.
const { definitions: loaded, failures } = loadReportDefinitions(
  Object.entries(definitions).map(([path, json]) => ({ name: path.split('/').at(-1) ?? path, json })),
  { blockTypes: blockContracts },
);
if (failures.length > 0) throw new Error(failures.map((f) => f.message).join('\n'));
const definition = loaded.find((d) => d.key === key);
if (!definition) throw new Error(`no report ${key}`);
const print = params.get('print') === '1';
const context = {
  reportId: definition.reportId,
  isAdmin: false,
  isTrial: false,
  isSimilarBook: false,
  print,
  revisionId: 'rev-1',
};
document.title = `Lektør – ${definition.title}`;

const root = document.getElementById('root');
if (!root) throw new Error('no root');
createRoot(root).render(
  <ReportView
    definition={definition}
    data={window.reportFixtures.data}
    content={window.reportFixtures.content}
    context={context}
  />,
);

let stable = 0;
let last = -1;
const timer = setInterval(() => {
  const blocks = document.querySelectorAll('[data-block-state]').length;
  const busy = document.querySelectorAll('[data-block-state="loading"], [data-chart-state="loading"]').length;
  stable = blocks === last ? stable + 1 : 0;
  last = blocks;
  if (busy === 0 && stable >= 4) {
    clearInterval(timer);
    const failed = document.querySelectorAll('[data-block-state="failed"], [data-chart-state="error"]').length;
    document.body.dataset.reportReady = failed > 0 ? 'failed' : 'ready';
  }
}, 50);
