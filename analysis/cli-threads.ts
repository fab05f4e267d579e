/**
 * The CLI's second thread: a worker thread running the same entry script analyses its share of the models
 * (analyseManuscriptShare) while the main thread runs the others (analyseManuscriptSplit), so `npm run analyse`
 * uses two cores. The output is the same as the analysis in one thread.
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ModelName } from '../schemas/models/index.ts';
import { type AnalysisShare, analyseManuscriptShare, type ManuscriptFile } from './index.ts';

/**
 * The second thread's models: about half of the models' CPU time on a novel (O.T.: Scenes, Cliches, SemanticFields,
 * Perspective and PowerWords ≈ 0.75 s of 1.65 s), none of them derived, and none sharing per-sentence facts with
 * the main thread's models (the tense tags, the mood, the paragraph counts stay on the main thread).
 */
export const secondThreadModels: ReadonlySet<ModelName> = new Set<ModelName>([
  'Scenes',
  'Cliches',
  'SemanticFields',
  'Perspective',
  'PowerWords',
]);

interface ShareRequest {
  lektorAnalysisShare: true;
  file: ManuscriptFile;
  models: ModelName[];
}

type ShareAnswer = { ok: true; share: AnalysisShare } | { ok: false; message: string };

/** True in the second thread this module started (the entry script then serves the share instead of its main). */
export function isShareThread(): boolean {
  return !isMainThread && (workerData as Partial<ShareRequest> | undefined)?.lektorAnalysisShare === true;
}

/**
 * Whether to start a second thread: there must be models for both threads; then as `threads` asks, or else when a
 * core is idle (the load average at least one below the cores). On a busy machine the second thread's own start
 * (the module, the lexicons, the import and segmentation again: about 0.5 s of CPU) only adds to the others' wait.
 */
export function secondThreadWorthIt(models: readonly ModelName[], threads?: 1 | 2): boolean {
  const share = models.filter((model) => secondThreadModels.has(model)).length;
  if (share === 0 || share === models.length) return false;
  if (threads !== undefined) return threads === 2;
  const cores = availableParallelism();
  return cores > 1 && loadavg()[0]! <= cores - 1;
}

/** Starts the second thread on `entry` (the running script) for `models`; `stop` ends it (on the main's failure). */
export function startShare(
  entry: string,
  file: ManuscriptFile,
  models: readonly ModelName[],
): { share: Promise<AnalysisShare>; stop: () => void } {
  const request: ShareRequest = {
    lektorAnalysisShare: true,
    file,
    models: models.filter((model) => secondThreadModels.has(model)),
  };
  // From the TypeScript source the thread needs the loader first (cli-thread.mjs); the bundle runs as it is.
  const script = entry.endsWith('.ts') ? new URL('./cli-thread.mjs', import.meta.url) : entry;
  const worker = new Worker(script, { workerData: request });
  const share = new Promise<AnalysisShare>((resolve, reject) => {
    worker.once('message', (answer: ShareAnswer) => {
      if (answer.ok) resolve(answer.share);
      else reject(new Error(`the second analysis thread failed: ${answer.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the second analysis thread ended (exit code ${code})`)));
  });
  share.catch(() => {});
  return { share, stop: () => void worker.terminate() };
}

/** The second thread's work: analyse the share it was given and post it back. */
export async function serveShare(): Promise<void> {
  const { file, models } = workerData as ShareRequest;
  let answer: ShareAnswer;
  try {
    answer = { ok: true, share: await analyseManuscriptShare(file, models) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}
