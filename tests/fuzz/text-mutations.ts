/** Mutations of a .txt manuscript: odd and broken encodings, and text shapes that stress the cut and the analysis. */
import iconv from 'iconv-lite';
import { concat } from './byte-mutations.ts';
import { type MutatedFile, utf8 } from './mutation.ts';
import type { Random } from './random.ts';
import { chaptersToText, seedChapters } from './seeds.ts';

const encodingVariants = [
  'utf-16le-bom',
  'utf-16be-bom',
  'utf-16le',
  'utf-16be',
  'utf-16-odd-length',
  'utf-16-lone-surrogates',
  'utf-32le-bom',
  'windows-1252',
  'cp1252-undefined-bytes',
  'invalid-utf8',
  'utf8-bom-invalid',
  'nul-bytes',
  'bom-only',
  'utf8-and-cp1252',
] as const;

export function textEncoding(random: Random): MutatedFile {
  const text = chaptersToText(seedChapters(random));
  const variant = random.pick(encodingVariants);
  const sprinkle = (bytes: Uint8Array, junk: number[][], count: number) => {
    const out = Array.from(bytes);
    for (let i = 0; i < count; i++) out.splice(random.int(0, out.length), 0, ...random.pick(junk));
    return new Uint8Array(out);
  };
  const encoders: Record<(typeof encodingVariants)[number], () => Uint8Array> = {
    'utf-16le-bom': () => concat(new Uint8Array([0xff, 0xfe]), iconv.encode(text, 'utf-16le')),
    'utf-16be-bom': () => concat(new Uint8Array([0xfe, 0xff]), iconv.encode(text, 'utf-16be')),
    'utf-16le': () => iconv.encode(text, 'utf-16le'),
    'utf-16be': () => iconv.encode(text, 'utf-16be'),
    'utf-16-odd-length': () =>
      iconv.encode(text, random.pick(['utf-16le', 'utf-16be'])).subarray(0, text.length * 2 - 1),
    'utf-16-lone-surrogates': () =>
      sprinkle(
        iconv.encode(text, 'utf-16le'),
        [
          [0x00, 0xd8],
          [0xff, 0xdf],
          [0x3d, 0xd8],
        ],
        50,
      ),
    'utf-32le-bom': () => {
      const out = Buffer.alloc(4 + text.length * 4);
      out.writeUInt32LE(0xfeff, 0);
      const characters = [...text];
      for (const [i, c] of characters.entries()) out.writeUInt32LE(c.codePointAt(0)!, 4 + i * 4);
      return out;
    },
    'windows-1252': () => iconv.encode(text, 'windows-1252'),
    'cp1252-undefined-bytes': () =>
      sprinkle(iconv.encode(text, 'windows-1252'), [[0x81], [0x8d], [0x8f], [0x90], [0x9d]], random.int(1, 200)),
    'invalid-utf8': () =>
      sprinkle(
        utf8(text),
        [[0xc3, 0x28], [0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]],
        random.int(1, 100),
      ),
    'utf8-bom-invalid': () =>
      concat(new Uint8Array([0xef, 0xbb, 0xbf]), sprinkle(utf8(text), [[0xff]], random.int(1, 5))),
    'nul-bytes': () => sprinkle(utf8(text), [[0]], random.int(1, 500)),
    'bom-only': () =>
      new Uint8Array(
        random.pick([
          [0xef, 0xbb, 0xbf],
          [0xff, 0xfe],
          [0xfe, 0xff],
          [0xff, 0xfe, 0, 0],
        ]),
      ),
    'utf8-and-cp1252': () =>
      concat(utf8(text.slice(0, text.length / 2)), iconv.encode(text.slice(text.length / 2), 'windows-1252')),
  };
  return { fileName: 'manuskript.txt', bytes: encoders[variant](), note: variant };
}

const shapeVariants = [
  'one-long-word',
  'no-sentence-end',
  'blank-lines',
  'one-letter-lines',
  'scene-breaks',
  'chapter-headings',
  'dialogue-dashes',
  'combining-marks',
  'zero-width',
  'bidi-and-emoji',
  'carriage-returns',
  'form-feeds',
  'one-word-repeated',
  'long-paragraph',
] as const;

export function textShape(random: Random): MutatedFile {
  const text = chaptersToText(seedChapters(random));
  const words = text.split(/\s+/u).filter(Boolean);
  const variant = random.pick(shapeVariants);
  const n = (max: number) => random.int(Math.floor(max / 10), max);
  const shapes: Record<(typeof shapeVariants)[number], () => string> = {
    'one-long-word': () => `${text}\n\n${words.join('').repeat(n(100)).slice(0, n(500_000))}`,
    'no-sentence-end': () =>
      Array.from({ length: n(60_000) }, () => random.pick(words).replace(/[.!?]/gu, '')).join(' '),
    'blank-lines': () => `${text}${'\n'.repeat(n(500_000))}${text}`,
    'one-letter-lines': () => Array.from({ length: n(100_000) }, () => random.pick([...'aeiouyæøå.–»'])).join('\n'),
    'scene-breaks': () => `${text}\n\n${'* * *\n\n'.repeat(n(50_000))}${text}`,
    'chapter-headings': () => Array.from({ length: n(30_000) }, (_, i) => `Kapitel ${i + 1}`).join('\n\n') + text,
    'dialogue-dashes': () => `${text}\n${'– '.repeat(n(200_000))}\n${'»'.repeat(n(100_000))}`,
    'combining-marks': () => text.replace(/[aeo]/gu, (c) => c + '\u0301\u0308\u0323'.repeat(random.int(1, 200))),
    'zero-width': () => [...text].join(random.pick(['\u200b', '\u200d', '\ufeff', '\u00ad'])),
    'bidi-and-emoji': () =>
      text.replace(/ /gu, () => random.pick([' ', ' \u202e', ' 👩‍👩‍👧 ', ' \u{1F600}', ' \u0627\u0644 '])),
    'carriage-returns': () => text.replace(/\n/gu, '\r'),
    'form-feeds': () => text.replace(/\n\n/gu, () => '\f'.repeat(random.int(1, 100))),
    'one-word-repeated': () => `${text}\n\n${`${random.pick(['og', 'han', 'Marie', 'sagde'])} `.repeat(n(100_000))}`,
    'long-paragraph': () => `${text.replace(/\n+/gu, ' ').repeat(n(60))}`,
  };
  return { fileName: 'manuskript.txt', bytes: utf8(shapes[variant]()), note: variant };
}
