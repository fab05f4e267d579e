/**
 * CPU time of this bench's child processes, read from /proc (Linux): the browser's (Chromium and every process it
 * started: renderers, GPU, network) and everything else it started (the product's server). On a shared machine
 * whose load average is many times its cores, wall-clock times of a page move two- to tenfold between runs; the
 * CPU time a page costs does not, so the bench reports both (docs/PERFORMANCE.md). Chromium's CPU throttling
 * pauses the renderer rather than making it work more, so this is the work itself, not 4× it.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessStat {
  pid: number;
  ppid: number;
  command: string;
  /** utime + stime in clock ticks. */
  ticks: number;
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const ticksPerSecond = 100;

function readStat(pid: number): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after its last ')'.
    const close = text.lastIndexOf(')');
    const command = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    return { pid, ppid: Number(fields[1]), command, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended between the listing and the read
  }
}

/** Every process descending from `root`, root excluded. */
function descendants(root: number): ProcessStat[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/u.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== null);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const found: ProcessStat[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    found.push(next);
    stack.push(...(children.get(next.pid) ?? []));
  }
  return found;
}

export interface CpuSample {
  /** Milliseconds of CPU used so far by the browser's processes (the bench's Chromium and its children). */
  browserMs: number;
  /** Milliseconds of CPU used so far by the bench's other child processes (the product's server). */
  serverMs: number;
}

/** CPU used so far by this process's children, split into the browser and the rest. */
export function childCpu(): CpuSample {
  const tree = descendants(process.pid);
  const browsers = new Set(tree.filter((stat) => /chrom/iu.test(stat.command)).map((stat) => stat.pid));
  let browser = 0;
  let other = 0;
  for (const stat of tree) {
    if (browsers.has(stat.pid)) browser += stat.ticks;
    else other += stat.ticks;
  }
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond;
  return { browserMs: ms(browser), serverMs: ms(other) };
}

/** The CPU used between two samples. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSample {
  return { browserMs: after.browserMs - before.browserMs, serverMs: after.serverMs - before.serverMs };
}
