/**
 * Where a JSON pointer's value sits in a JSON text (character offsets), so that a problem the checks name by its
 * pointer is marked at its place in the editor. A small position-keeping JSON reader: for valid JSON only (a text
 * that does not parse has one problem, at the parser's offset). A pointer to a value that is missing (a required
 * field) falls back to the nearest value that exists above it.
 */
export interface TextRange {
  from: number;
  to: number;
}

interface Node extends TextRange {
  members?: Map<string, Node>;
  items?: Node[];
}

function read(text: string): Node | undefined {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): Node => {
    space();
    const from = at;
    const c = text[at];
    if (c === '{') {
      at += 1;
      const members = new Map<string, Node>();
      space();
      while (at < text.length && text[at] !== '}') {
        space();
        const key = string();
        space();
        at += 1; // ':'
        members.set(key, value());
        space();
        if (text[at] === ',') at += 1;
        space();
      }
      at += 1;
      return { from, to: at, members };
    }
    if (c === '[') {
      at += 1;
      const items: Node[] = [];
      space();
      while (at < text.length && text[at] !== ']') {
        items.push(value());
        space();
        if (text[at] === ',') at += 1;
        space();
      }
      at += 1;
      return { from, to: at, items };
    }
    if (c === '"') {
      string();
      return { from, to: at };
    }
    while (at < text.length && /[^\s,\]}]/.test(text[at]!)) at += 1;
    return { from, to: at };
  };
  try {
    return value();
  } catch {
    return undefined;
  }
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The range of the value at `pointer` (or of the nearest existing value above it); the whole text for ''. */
export function pointerRange(text: string, pointer: string): TextRange {
  const root = read(text);
  if (!root) return { from: 0, to: Math.min(text.length, 1) };
  let node = root;
  for (const segment of pointer.split('/').slice(1).map(unescapeSegment)) {
    const next = node.members?.get(segment) ?? node.items?.[Number(segment)];
    if (!next) break;
    node = next;
  }
  // A whole object or list is marked at its first line, not over every line it spans.
  const end = text.indexOf('\n', node.from);
  return { from: node.from, to: node.members || node.items ? (end > node.from ? end : node.to) : node.to };
}
