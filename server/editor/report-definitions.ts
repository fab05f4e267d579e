/**
 * The report definitions in the database: seeded from reports/*.report.json (a file whose text changed since it
 * was last seeded becomes a new published version, so a fresh installation serves exactly the repository's
 * pages), and the published ones as the app loads them, serialised once per publication.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReportFiles, reportsFolder } from '../../engine/report-files.ts';
import type { Db } from '../db/database.ts';
import type { StoredDefinition } from './definition-check.ts';
import { addVersion, lastSeedHash, publicationStamp, publishedVersions } from './versions.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function seedReportDefinitions(db: Db, root = repositoryRoot): Promise<void> {
  for (const file of readReportFiles(root)) {
    const key = file.name.replace(/\.report\.json$/, '');
    const hash = createHash('sha256')
      .update(readFileSync(join(root, reportsFolder, file.name)))
      .digest('hex');
    if ((await lastSeedHash(db, 'report', key)) === hash) continue;
    await addVersion(db, {
      kind: 'report',
      name: key,
      payload: file.json,
      state: 'published',
      authorId: null,
      note: `Fra ${reportsFolder}/${file.name}`,
      seedHash: hash,
    });
  }
}

/** The published definitions, by key. */
export async function publishedDefinitions(db: Db): Promise<(StoredDefinition & { version: number })[]> {
  const rows = await publishedVersions(db, 'report');
  return rows.map((row) => ({ key: row.name, version: row.version, json: row.payload }));
}

export interface PublishedAnswer {
  etag: string;
  json: string;
}

const answers = new WeakMap<Db, PublishedAnswer & { stamp: number }>();

/** The answer of GET /api/reports/definitions, built once per publication. */
export async function publishedDefinitionsAnswer(db: Db): Promise<PublishedAnswer> {
  const stamp = await publicationStamp(db, 'report');
  const cached = answers.get(db);
  if (cached && cached.stamp === stamp) return cached;
  const definitions = (await publishedDefinitions(db)).map(({ key, version, json }) => ({
    key,
    version,
    definition: json,
  }));
  const json = JSON.stringify({ definitions });
  const answer = {
    stamp,
    json,
    etag: `"definitions-${stamp}-${createHash('sha1').update(json).digest('hex').slice(0, 12)}"`,
  };
  answers.set(db, answer);
  return answer;
}
