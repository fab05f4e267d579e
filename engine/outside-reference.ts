/**
 * Whether a string of a definition could make a reader's browser load something from outside: it starts with an
 * address of another origin or scheme (http:, https:, data:, javascript:, file:, //… and the like), or it holds a
 * CSS reference anywhere (`url(…)`, `image-set(…)`, `src(…)`, `@import`), also written with CSS escapes or
 * comments (`u\72l(`, `url/**\/(`). Used for every string of a chart spec and of a block's props.
 */
const outsideStart =
  /^(?:(?:https?|javascript|vbscript|file|ftp|blob|ws|wss|filesystem):|data:[\w.+-]*[/,;]|[/\\]{2})/i;
/** A CSS function that loads, as a token of its own (`url(`, `-webkit-image-set(`; not `myurl(`). */
const cssReference = /(?<![A-Za-z0-9_$])(?:url|image-set|src|image)\s*\(|@import/i;

export function reachesOutside(value: string): boolean {
  const plain = cssPlain(value);
  return outsideStart.test(withoutSpace(plain)) || cssReference.test(plain);
}

/** The string as CSS reads it: escapes decoded, comments and control characters other than white space dropped (`url/**\/(` is `url(`). */
function cssPlain(value: string): string {
  return value
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => safeCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(?!\s)\p{Cc}/gu, '');
}

/** The string without whitespace and control characters, as a browser reads an address (`java\tscript:`). */
export function withoutSpace(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, '');
}

function safeCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
