/**
 * Where a slow report page spends its time (issue 26 point 6): one manuscript (the largest novel of
 * ../shared/corpus/library, or BENCH_PROFILE_FILE), Chromium throttled 4× as in throttled.ts, and a CPU profile
 * (DevTools protocol, Profiler) of the print view's load and of each report page clicked after it. Each profile's
 * samples are mapped back to the sources through the build's source maps and summed per source file and per
 * function (self time, in the throttled browser's milliseconds).
 * Run: npm run build && BENCH_WEB=profile npm run bench -- web   (BENCH_PROFILE_PAGES=Tillægsord,Dialog to pick pages)
 * BENCH_PROFILE_TRACE=1: a DevTools trace of each page instead of a CPU profile, its main thread's events summed by
 * name (main-thread-trace.ts): what the profile calls "(program)".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { openBrowser } from '../../tests/e2e/support/browser.ts';
import { logIn, signedInToken, uploadAndWait } from './author-session.ts';
import { mainThreadSelfTime, shareRows, traced } from './main-thread-trace.ts';
import { largestLibraryNovels, startServerPatiently, throttle, whenSettled } from './throttled.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();

function sourceMap(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  const path = new URL(url).pathname;
  if (path.startsWith('/assets/') && path.endsWith('.js')) {
    try {
      consumer = new SourceMapConsumer(
        JSON.parse(readFileSync(join(process.env.WEB_DIR ?? 'dist/web', `${path}.map`), 'utf8')),
      );
    } catch {
      consumer = null;
    }
  }
  maps.set(url, consumer);
  return consumer;
}

/** The source file and function a sample's frame belongs to. */
function place(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const consumer = frame.url.startsWith('http') ? sourceMap(frame.url) : null;
  if (!consumer || frame.lineNumber < 0) return { file: frame.url, fn: frame.functionName || '(anonymous)' };
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (original.source ?? frame.url).replace(/^.*node_modules\//u, 'node_modules/').replace(/^(\.\.\/)+/u, '');
  const fn = `${original.name ?? frame.functionName ?? '(anonymous)'} ${file}:${original.line ?? '?'}`;
  return { file, fn };
}

export function summarise(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const { file, fn } = place(byId.get(id)!.callFrame);
    const pkg = file.startsWith('node_modules/')
      ? file
          .split('/')
          .slice(0, file.includes('/@') ? 3 : 2)
          .join('/')
      : file;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + ms);
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    total += ms;
  }
  return `total ${total.toFixed(0)} ms\n by file or package:\n${shareRows(byFile, total, top)}\n by function:\n${shareRows(byFn, total, top)}`;
}

/** Chromium's own counters of the page's main thread (DevTools `Performance.getMetrics`), by name. */
async function metrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return new Map(list.map((metric) => [metric.name, metric.value]));
}

/**
 * Where the main thread's time went, from Chromium's counters: script, style, layout, and the rest of its tasks
 * (paint, parsing, the throttling's pauses), with the number of style and layout passes. The profile's
 * '(program)' is the sum of everything but script.
 */
function mainThread(before: Map<string, number>, after: Map<string, number>): string {
  const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  const ms = (name: string) => Math.round(delta(name) * 1000);
  const other = ms('TaskDuration') - ms('ScriptDuration') - ms('RecalcStyleDuration') - ms('LayoutDuration');
  return `main thread: tasks ${ms('TaskDuration')} ms = script ${ms('ScriptDuration')} + style ${ms('RecalcStyleDuration')} (${delta('RecalcStyleCount')} passes) + layout ${ms('LayoutDuration')} (${delta('LayoutCount')} passes) + other ${other} ms; DOM nodes ${after.get('Nodes')}`;
}

export async function profiled(cdp: CDPSession, work: () => Promise<unknown>): Promise<CpuProfile> {
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  console.log(mainThread(before, await metrics(cdp)));
  return profile;
}

async function profilePages(baseUrl: string, manuscriptId: number, only: string[]): Promise<void> {
  const browser = await openBrowser();
  try {
    const page: Page = browser.page;
    await logIn(page, baseUrl);
    const cdp = await throttle(page);
    const base = `/manuscripts/${manuscriptId}`;
    await page.goto(`${baseUrl}${base}/dashboard`);
    await whenSettled(page, `${base}/dashboard`, 0);
    const links = await page.$$eval('nav[aria-label="Rapporter"] a', (anchors) =>
      anchors
        .map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, name: a.textContent?.trim() ?? '' }))
        .filter((link) => /\/analysis\/\d+$/u.test(link.path)),
    );
    for (const link of links) {
      if (only.length > 0 && !only.includes(link.name)) continue;
      let figure: unknown;
      const open = async () => {
        const since = await page.evaluate(() => performance.now());
        await page.locator(`nav[aria-label="Rapporter"] a[href="${link.path}"]`).click();
        figure = await whenSettled(page, link.path, since);
      };
      if (process.env.BENCH_PROFILE_TRACE) {
        const events = await traced(cdp, open);
        console.log(`\n## ${link.name} ${JSON.stringify(figure)}\n${mainThreadSelfTime(events)}`);
        continue;
      }
      const profile = await profiled(cdp, open);
      console.log(`\n## ${link.name} ${JSON.stringify(figure)}\n${summarise(profile)}`);
    }
    if (only.length === 0 || only.includes('print')) {
      let figure: unknown;
      const profile = await profiled(cdp, async () => {
        await page.goto(`${baseUrl}${base}/print`);
        figure = await whenSettled(page, `${base}/print`, 0);
      });
      console.log(`\n## Udskriv ${JSON.stringify(figure)}\n${summarise(profile, 40)}`);
      // BENCH_PROFILE_OUT=<file>: the print view's raw profile, for DevTools or a closer reading.
      if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    }
  } finally {
    await browser.close();
  }
}

export async function runProfileBench(): Promise<void> {
  const file = process.env.BENCH_PROFILE_FILE ?? largestLibraryNovels(1)[0]!.file;
  const only = (process.env.BENCH_PROFILE_PAGES ?? '').split(',').filter(Boolean);
  const server = await startServerPatiently();
  try {
    const token = await signedInToken(server.url);
    const name = file.split('/').pop()!;
    const id = await uploadAndWait(
      server.url,
      token,
      { fileName: name, bytes: readFileSync(file), title: name },
      900_000,
    );
    await profilePages(server.url, id, only);
  } finally {
    await server.stop();
  }
}
