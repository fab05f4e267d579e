/**
 * Every XML and XHTML reading of the import goes through here: htmlparser2, fed in slices of decoded text, with a
 * cap on element nesting. The parser keeps its open elements in an array that it grows at the front, so nesting
 * 100,000 elements deep costs it minutes of CPU (found by the fuzz suite, tests/fuzz); no manuscript nests
 * anywhere near 200 deep (Word's tables inside tables reach a few dozen).
 */
import { type Handler, Parser, type ParserOptions } from 'htmlparser2';
import { ManuscriptError } from '../errors.ts';

export const MAX_MARKUP_DEPTH = 200;

/** Decoded text is handed to the parser this many bytes at a time, so a large entry is never one huge string. */
const sliceBytes = 1 << 20;

export function parseMarkup(source: Uint8Array | string, handler: Partial<Handler>, options: ParserOptions): void {
  let depth = 0;
  const parser = new Parser(
    {
      ...handler,
      onopentag(name, attributes, isImplied) {
        if (++depth > MAX_MARKUP_DEPTH) {
          throw new ManuscriptError('CORRUPT_FILE', `markup nested deeper than ${MAX_MARKUP_DEPTH} elements`);
        }
        handler.onopentag?.(name, attributes, isImplied);
      },
      onclosetag(name, isImplied) {
        depth--;
        handler.onclosetag?.(name, isImplied);
      },
    },
    options,
  );
  if (typeof source === 'string') parser.write(source);
  else {
    const decoder = new TextDecoder('utf-8');
    for (let at = 0; at < source.length; at += sliceBytes) {
      parser.write(decoder.decode(source.subarray(at, at + sliceBytes), { stream: true }));
    }
    parser.write(decoder.decode());
  }
  parser.end();
}
