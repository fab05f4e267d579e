/**
 * Page fixtures from the contract fixtures (tests/fixtures/contracts): the whole-manuscript revision data and
 * the first example of each content payload, by the content names the definitions read. Our own report
 * fixtures (tests/fixtures/reports) fill whatever the contracts do not have.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { RevisionDataItem } from '../../../schemas/revision-data.ts';

const contracts = 'tests/fixtures/contracts';
const ours = 'tests/fixtures/reports';

function read<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function firstExample(path: string): unknown {
  const file = `${contracts}/api/${path}.json`;
  return existsSync(file) ? read<{ examples: unknown[] }>(file).examples[0] : undefined;
}

export function pageData(): RevisionDataItem[] {
  const mine = read<RevisionDataItem[]>(`${ours}/revision-data.json`);
  const folder = `${contracts}/revision-data`;
  const contract = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .flatMap((name) => read<RevisionDataItem[]>(`${folder}/${name}`))
    : [];
  const covered = (item: RevisionDataItem) =>
    contract.some((c) => c.model === item.model && c.section === item.section);
  return [...contract, ...mine.filter((item) => !covered(item))];
}

export function pageContent(): Record<string, unknown> {
  const mine = read<Record<string, unknown>>(`${ours}/content.json`);
  const recommendation = firstExample('content/recommendation');
  const contract: Record<string, unknown> = {
    lix: firstExample('content/lix'),
    whatIs: firstExample('content/what-is'),
    tips: firstExample('content/tips'),
    infos: firstExample('content/infos'),
    articles: firstExample('content/articles'),
    characteristics: firstExample('content/characteristics'),
    rules: firstExample('content/rules'),
    globalScores: firstExample('content/global-scores'),
    archetypes: firstExample('content/archetypes'),
    dashboard: firstExample('content/dashboard'),
    settings: firstExample('author/settings'),
    metadata: firstExample('manuscripts/manuscript'),
    recommendations: recommendation === undefined ? undefined : [recommendation],
  };
  const content: Record<string, unknown> = { ...mine };
  for (const [name, value] of Object.entries(contract)) if (value !== undefined) content[name] = value;
  return content;
}
