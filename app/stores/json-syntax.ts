/**
 * A JSON text that does not parse, said in Danish at the place an editor has to change: a missing comma is placed
 * right after the value it should follow (the parser only notices it at the next line), a trailing comma at the
 * comma, an unclosed text at its opening quote. Line and column count from 1, as the editor's gutter does.
 */
export interface JsonSyntaxError {
  /** Character offset of the place to change. */
  offset: number;
  line: number;
  column: number;
  message: string;
}

class Failure {
  constructor(
    readonly offset: number,
    readonly what: (where: string) => string,
  ) {}
}

/** Where an offset is, as 'linje L, kolonne C'. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The syntax error of `text`, or undefined when it is valid JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  /** Offset just after the last value or key read: where a missing comma belongs. */
  let lastEnd = 0;
  /** Offset of the last comma read: where a comma too many is. */
  let lastComma = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const fail = (offset: number, what: (where: string) => string): never => {
    throw new Failure(offset, what);
  };
  const string = () => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') {
      const c = text[at]!;
      if (c === '\n' || c < ' ')
        fail(at, (w) => `En tekst må ikke gå over flere linjer (skriv \\n for et linjeskift) i ${w}`);
      if (c === '\\') {
        const next = text[at + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6)))
            fail(at, (w) => `'\\u' skal følges af fire hexcifre i ${w}`);
          at += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '')
          fail(at, (w) => `'\\${next}' er ikke tilladt i en tekst (skriv '\\\\' for en omvendt skråstreg) i ${w}`);
        at += 2;
        continue;
      }
      at += 1;
    }
    if (at >= text.length) fail(start, (w) => `En tekst mangler sit afsluttende anførselstegn (") fra ${w}`);
    at += 1;
    lastEnd = at;
  };
  /** An object's or an array's members after its opening bracket, up to `close`. */
  const members = (close: '}' | ']', member: () => void) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      lastEnd = at;
      return;
    }
    for (;;) {
      space();
      if (text[at] === close) fail(lastComma, (w) => `Der er et komma for meget før '${close}' i ${w}`);
      member();
      space();
      if (text[at] === ',') {
        lastComma = at;
        at += 1;
        continue;
      }
      if (text[at] === close) {
        at += 1;
        lastEnd = at;
        return;
      }
      if (at >= text.length)
        fail(text.length, (w) => `Teksten slutter, før alt er lukket: der mangler en '${close}' i ${w}`);
      fail(lastEnd, (w) => `Der mangler et komma eller en '${close}' i ${w}`);
    }
  };
  /** An object's member: a quoted name, a colon, a value. */
  const field = () => {
    if (text[at] !== '"') {
      if (at >= text.length) fail(text.length, (w) => `Teksten slutter, før alt er lukket: der mangler en '}' i ${w}`);
      fail(at, (w) => `Her skal stå et feltnavn i anførselstegn (") i ${w}`);
    }
    string();
    space();
    if (text[at] !== ':') fail(lastEnd, (w) => `Der mangler et kolon (:) efter feltnavnet i ${w}`);
    at += 1;
    value();
  };
  const value = (): void => {
    space();
    const c = text[at];
    if (c === undefined)
      fail(text.length, (w) => `Teksten slutter, før alt er lukket: der mangler en '}' eller ']' i ${w}`);
    if (c === '{' || c === '[' || c === '"') {
      if (c === '"') string();
      else members(c === '{' ? '}' : ']', c === '{' ? field : value);
      return;
    }
    const word = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (!word || /[A-Za-z0-9_æøåÆØÅ]/.test(text[at + word[0].length] ?? ''))
      fail(at, (w) =>
        c === "'"
          ? `Tekster skal stå i dobbelte anførselstegn ("), ikke enkelte i ${w}`
          : `Her skal stå en værdi: en tekst i anførselstegn, et tal, true, false, null, et objekt {…} eller en liste […] i ${w}`,
      );
    at += word![0].length;
    lastEnd = at;
  };
  try {
    value();
    space();
    if (at < text.length) fail(at, (w) => `Der står noget efter definitionens afsluttende '}' i ${w}`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    const { line, column } = lineColumn(text, error.offset);
    return { offset: error.offset, line, column, message: error.what(`linje ${line}, kolonne ${column}`) };
  }
}
