/**
 * The trial report: a complete analysed demo manuscript anyone may read. At first start (and whenever the demo
 * text or the analyser's models change) the demo text in server/content/demo/ is analysed by the real analysis,
 * the same code as every upload; the models derived at read time (global scores, similar books) are added when
 * the data is read (server/derived/).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { type AnalysisWithPassages, analysedModels } from '../../analysis/index.ts';
import type { TrialReportMetadata } from '../../schemas/api/library.ts';
import type { Db } from '../db/database.ts';
import { showcaseReports } from '../db/schema.ts';
import type { AnalysisPool } from '../jobs/analysis-pool.ts';
import { assertItems } from './revision-items.ts';

interface TrialReportSeed {
  key: string;
  title: string;
  genre: string;
  audience: string;
  file: string;
}

const demoDir = new URL('../content/demo/', import.meta.url);
/** Raised when the analysis changes what it produces for the same models (the trial report is analysed anew). */
const analysisVersion = 4;

type Analyse = (file: { bytes: Uint8Array; fileName: string }) => Promise<AnalysisWithPassages>;

/**
 * The trial report analysed in a thread of `pool`, not on the server's own thread: an analysis there would leave
 * the lexicons (a 36 MB artefact) and the analysis' heap in the idle process for good.
 */
export function analyseInThread(pool: AnalysisPool): Analyse {
  return async ({ bytes, fileName }) => {
    const result = await pool.analyse(bytes, fileName, () => undefined);
    if (!result.ok) throw new Error(`the trial report could not be analysed: ${result.code} ${result.message}`);
    return { items: result.items, passages: result.passages };
  };
}
export type TrialReportRow = typeof showcaseReports.$inferSelect;

function readDemo() {
  const seed = JSON.parse(readFileSync(new URL('trial-report.json', demoDir), 'utf8')) as TrialReportSeed;
  const bytes = new Uint8Array(readFileSync(new URL(seed.file, demoDir)));
  const fingerprint = createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([seed, analysedModels, analysisVersion]))
    .digest('hex');
  return { seed, bytes, fingerprint };
}

async function produce(db: Db, analyse: Analyse): Promise<TrialReportRow> {
  const { seed, bytes, fingerprint } = readDemo();
  const [stored] = await db.select().from(showcaseReports).where(eq(showcaseReports.key, seed.key));
  if (stored?.fingerprint === fingerprint) return stored;
  const { items, passages } = await analyse({ bytes, fileName: seed.file });
  assertItems(items, 'trial report');
  const values = {
    key: seed.key,
    fingerprint,
    title: seed.title,
    genre: seed.genre,
    audience: seed.audience,
    items: items as object,
    passages: passages as object,
    createdAt: new Date(),
  };
  const [row] = await db
    .insert(showcaseReports)
    .values(values)
    .onConflictDoUpdate({ target: showcaseReports.key, set: values })
    .returning();
  return row!;
}

export interface TrialReport {
  /** The analysed trial report (produced on first use, then read from the database). */
  get(): Promise<TrialReportRow>;
}

export function trialReport(db: Db, analyse: Analyse): TrialReport {
  let pending: Promise<TrialReportRow> | undefined;
  return {
    get() {
      pending ??= produce(db, analyse).catch((error) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}

export function trialMetadata(row: TrialReportRow): TrialReportMetadata {
  return { title: row.title, audience: row.audience, genre: row.genre, created: row.createdAt.toISOString() };
}
