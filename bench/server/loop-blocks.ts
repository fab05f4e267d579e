/**
 * What ran in each block of the event loop: the samples of the main thread's CPU profile inside each block's
 * window, each named by the innermost frame of our own code on its stack (server/, analysis/, schemas/, engine/)
 * and the frame that was running (a library's, the garbage collector, PGlite's WebAssembly).
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ours = /\/(server|analysis|schemas|engine)\/[^/].*\.(ts|mjs|js)$/;

function frameName(frame: CallFrame): string {
  const file = frame.url.replace(/^.*?\/(bench|server|analysis|schemas|engine|node_modules)\//, '$1/');
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${frame.lineNumber + 1}` : name;
}

/** Each sample's time (monotonic ms) and its name: 'our frame ← running frame'. */
export function namedSamples(profile: CpuProfile): { atMs: number; name: string }[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const names = new Map<number, string>();
  const nameOf = (id: number): string => {
    const known = names.get(id);
    if (known) return known;
    const leaf = byId.get(id)!;
    let own: ProfileNode | undefined;
    for (let at: number | undefined = id; at !== undefined && !own; at = parent.get(at)) {
      const node = byId.get(at)!;
      const url = node.callFrame.url;
      if (ours.test(url) && !url.includes('/node_modules/') && !url.includes('/bench/')) own = node;
    }
    const running = frameName(leaf.callFrame);
    const name = own && own !== leaf ? `${frameName(own.callFrame)} ← ${running}` : running;
    names.set(id, name);
    return name;
  };
  let at = profile.startTime;
  return profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return { atMs: at / 1000, name: nameOf(id) };
  });
}

/** The names that took most of the samples in [fromMs, toMs], most first, with their share. */
export function whatRan(
  samples: readonly { atMs: number; name: string }[],
  fromMs: number,
  toMs: number,
  top = 3,
): { name: string; share: number }[] {
  const counts = new Map<string, number>();
  let all = 0;
  for (const sample of samples) {
    if (sample.atMs < fromMs || sample.atMs > toMs || sample.name === '(idle)') continue;
    counts.set(sample.name, (counts.get(sample.name) ?? 0) + 1);
    all++;
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => ({ name, share: n / all }));
}
