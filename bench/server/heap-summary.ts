/**
 * What a V8 heap snapshot holds (issue 33 point 2): self size by constructor, and the dominator tree (what each
 * object keeps alive, DevTools' "retained size") down to a bound, so that the memory of a process at rest can be
 * put down to modules, caches and buffers. Take the snapshot of the running server with node's own signal hook:
 *   node --heapsnapshot-signal=SIGUSR2 build/run.mjs server      then   kill -USR2 <pid>
 * (the file Heap.<date>.<pid>….heapsnapshot lands in the server's working folder), then
 *   node --import tsx bench/server/heap-summary.ts FILE [MIN_MB=1] [DEPTH=6]
 * The file is read as bytes and its number arrays scanned in place: a snapshot of a few hundred MB needs no string
 * of that size (V8 caps a string at about 512 MB).
 */
import { readFileSync } from 'node:fs';

interface Meta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
}

/** The numbers of the JSON array that starts after `key` (e.g. `"nodes":[`), scanned from the bytes. */
function numberArray(bytes: Buffer, key: string): Float64Array {
  const start = bytes.indexOf(key) + key.length;
  const end = bytes.indexOf(']', start);
  let count = 0;
  for (let i = start; i < end; i++) if (bytes[i] === 0x2c) count++;
  const values = new Float64Array(count + 1);
  let index = 0;
  let value = 0;
  let any = false;
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x30 && byte <= 0x39) {
      value = value * 10 + (byte - 0x30);
      any = true;
    } else if (byte === 0x2c) {
      values[index++] = value;
      value = 0;
      any = false;
    }
  }
  if (any) values[index++] = value;
  return values.subarray(0, index);
}

function readSnapshot(path: string) {
  const bytes = readFileSync(path);
  const header = bytes.subarray(0, bytes.indexOf(',"nodes":[')).toString('utf8');
  const meta = (JSON.parse(`${header}}`) as { snapshot: { meta: Meta } }).snapshot.meta;
  const nodes = numberArray(bytes, '"nodes":[');
  const edges = numberArray(bytes, '"edges":[');
  const stringsAt = bytes.indexOf('"strings":[') + '"strings":'.length;
  const stringsEnd = bytes.lastIndexOf(']');
  const strings = JSON.parse(bytes.subarray(stringsAt, stringsEnd + 1).toString('utf8')) as string[];
  return { meta, nodes, edges, strings };
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

function summarise(path: string, minMb: number, depth: number): void {
  const { meta, nodes, edges, strings } = readSnapshot(path);
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    meta.node_fields.indexOf(f),
  ) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) =>
    meta.edge_fields.indexOf(f),
  ) as [number, number, number];
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const weak = edgeTypes.indexOf('weak');
  const shortcut = edgeTypes.indexOf('shortcut');
  const count = nodes.length / nodeFields;
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n]! + nodes[n * nodeFields + edgeCountAt]! * edgeFields;
  const selfSize = (n: number) => nodes[n * nodeFields + sizeAt]!;
  const typeOf = (n: number) => nodeTypes[nodes[n * nodeFields + typeAt]!] ?? '?';
  const nameOf = (n: number) => strings[nodes[n * nodeFields + nameAt]!] ?? '';
  // DevTools' rule: weak edges retain nothing, shortcuts only from the root (they mark the user's global objects).
  const essential = (from: number, e: number) => {
    const type = edges[e + edgeTypeAt]!;
    return type !== weak && (type !== shortcut || from === 0);
  };

  // Self size by kind: objects and closures by constructor, strings, code and arrays by their type.
  const byKind = new Map<string, { count: number; size: number }>();
  let total = 0;
  for (let n = 0; n < count; n++) {
    const type = typeOf(n);
    const key = ['object', 'closure', 'native', 'hidden', 'array'].includes(type)
      ? `${type}: ${nameOf(n).slice(0, 60)}`
      : type;
    const row = byKind.get(key) ?? { count: 0, size: 0 };
    row.count++;
    row.size += selfSize(n);
    total += selfSize(n);
    byKind.set(key, row);
  }
  console.log(`${path}: ${count} objects, ${mb(total)} MB\n\n| kind | objects | self MB |\n|---|---:|---:|`);
  for (const [key, row] of [...byKind].sort((a, b) => b[1].size - a[1].size).slice(0, 30)) {
    console.log(`| ${key.replaceAll('|', '\\|')} | ${row.count} | ${mb(row.size)} |`);
  }

  // Dominators (Cooper, Harvey and Kennedy's iteration over the reverse postorder from the root, node 0).
  const post = new Int32Array(count).fill(-1);
  const order: number[] = [];
  const stack: number[] = [0];
  const cursor = new Uint32Array(count);
  const seen = new Uint8Array(count);
  seen[0] = 1;
  cursor[0] = firstEdge[0]!;
  while (stack.length > 0) {
    const n = stack[stack.length - 1]!;
    let pushed = false;
    while (cursor[n]! < firstEdge[n + 1]!) {
      const e = cursor[n]!;
      cursor[n] = e + edgeFields;
      const to = edges[e + toAt]! / nodeFields;
      if (!seen[to] && essential(n, e)) {
        seen[to] = 1;
        cursor[to] = firstEdge[to]!;
        stack.push(to);
        pushed = true;
        break;
      }
    }
    if (!pushed) {
      post[n] = order.length;
      order.push(stack.pop()!);
    }
  }
  const reached = order.length;
  const predecessorCount = new Uint32Array(reached + 1);
  for (let n = 0; n < count; n++) {
    if (post[n]! < 0) continue;
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += edgeFields) {
      const to = post[edges[e + toAt]! / nodeFields]!;
      if (to >= 0 && essential(n, e)) predecessorCount[to + 1]!++;
    }
  }
  for (let p = 0; p < reached; p++) predecessorCount[p + 1]! += predecessorCount[p]!;
  const predecessors = new Int32Array(predecessorCount[reached]!);
  const fill = predecessorCount.slice(0, reached);
  for (let n = 0; n < count; n++) {
    if (post[n]! < 0) continue;
    for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e += edgeFields) {
      const to = post[edges[e + toAt]! / nodeFields]!;
      if (to >= 0 && essential(n, e)) predecessors[fill[to]!++] = post[n]!;
    }
  }
  const root = reached - 1;
  const dominator = new Int32Array(reached).fill(-1);
  dominator[root] = root;
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = root - 1; p >= 0; p--) {
      let next = -1;
      for (let i = predecessorCount[p]!; i < predecessorCount[p + 1]!; i++) {
        let other = predecessors[i]!;
        if (dominator[other] === -1) continue;
        if (next === -1) {
          next = other;
          continue;
        }
        while (next !== other) {
          while (next < other) next = dominator[next]!;
          while (other < next) other = dominator[other]!;
        }
      }
      if (next !== -1 && dominator[p] !== next) {
        dominator[p] = next;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(reached);
  for (let p = 0; p < reached; p++) retained[p] = selfSize(order[p]!);
  for (let p = 0; p < root; p++) if (dominator[p]! >= 0) retained[dominator[p]!]! += retained[p]!;
  const children = new Map<number, number[]>();
  for (let p = 0; p < root; p++) {
    if (retained[p]! < minMb * 1048576 || dominator[p]! < 0) continue;
    const list = children.get(dominator[p]!) ?? [];
    list.push(p);
    children.set(dominator[p]!, list);
  }
  /** The name of an edge from node `from` to node `to`, when there is one. */
  const edgeName = (from: number, to: number) => {
    for (let e = firstEdge[from]!; e < firstEdge[from + 1]!; e += edgeFields) {
      if (edges[e + toAt]! / nodeFields !== to) continue;
      const type = edgeTypes[edges[e + edgeTypeAt]!];
      const name = edges[e + edgeNameAt]!;
      return type === 'element' || type === 'hidden' ? `[${name}]` : (strings[name] ?? '?');
    }
    return '';
  };
  console.log(`\nWhat keeps what alive (retained MB ≥ ${minMb}, ${depth} levels; reached ${reached} of ${count}):`);
  const print = (p: number, level: number) => {
    const n = order[p]!;
    const parent = order[dominator[p]!]!;
    const via = p === root ? '' : `${edgeName(parent, n).slice(0, 50)} → `;
    const name = nameOf(n).replace(/\s+/gu, ' ').slice(0, 80);
    console.log(`${'  '.repeat(level)}${mb(retained[p]!)} MB  ${via}${typeOf(n)} ${name}`);
    if (level >= depth) return;
    for (const child of (children.get(p) ?? []).sort((a, b) => retained[b]! - retained[a]!)) print(child, level + 1);
  };
  print(root, 0);
}

const [file, minMb = '1', depth = '6'] = process.argv.slice(2);
if (!file) {
  console.error('Brug: node --import tsx bench/server/heap-summary.ts FIL.heapsnapshot [MIN_MB] [DYBDE]');
  process.exit(2);
}
summarise(file, Number(minMb), Number(depth));
