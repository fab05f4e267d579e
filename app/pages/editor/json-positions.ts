/**
 * Where a JSON pointer's value sits in a JSON text (character offsets), so that a problem the checks name by its
 * pointer is marked at its place in the editor. The text is read by the editor's own JSON grammar
 * (@codemirror/lang-json's Lezer parser), whose tree keeps every value's place; meant for valid JSON (a text that
 * does not parse has one problem, at the parser's offset). A pointer to a value that is missing (a required field)
 * falls back to the nearest value that exists above it.
 */
import { jsonLanguage } from '@codemirror/lang-json';

export interface TextRange {
  from: number;
  to: number;
}

type SyntaxNode = ReturnType<typeof jsonLanguage.parser.parse>['topNode'];

const valueNames = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const valuesIn = (node: SyntaxNode): SyntaxNode[] => {
  const values: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (valueNames.has(child.name)) values.push(child);
  }
  return values;
};

/** The value of an object's member or an array's item named by one pointer segment. */
function childValue(text: string, node: SyntaxNode, segment: string): SyntaxNode | undefined {
  if (node.name === 'Array') return /^(0|[1-9]\d*)$/.test(segment) ? valuesIn(node)[Number(segment)] : undefined;
  if (node.name !== 'Object') return undefined;
  for (const property of node.getChildren('Property')) {
    const name = property.getChild('PropertyName');
    if (name && JSON.parse(text.slice(name.from, name.to)) === segment) return valuesIn(property)[0];
  }
  return undefined;
}

const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The range of the value at `pointer` (or of the nearest existing value above it); the whole text for ''. */
export function pointerRange(text: string, pointer: string): TextRange {
  let node = valuesIn(jsonLanguage.parser.parse(text).topNode)[0];
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  for (const segment of pointer.split('/').slice(1).map(unescapeSegment)) {
    const next = childValue(text, node, segment);
    if (!next) break;
    node = next;
  }
  // A whole object or list is marked at its first line, not over every line it spans.
  const end = text.indexOf('\n', node.from);
  const whole = node.name === 'Object' || node.name === 'Array';
  return { from: node.from, to: whole && end > node.from ? end : node.to };
}
