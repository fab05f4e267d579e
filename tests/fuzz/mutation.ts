/** What a mutation gives: the file to upload and a note of the variant it chose (shown with a failing case). */
import type { Random } from './random.ts';

export interface MutatedFile {
  fileName: string;
  bytes: Uint8Array;
  note: string;
}

export type Mutation = (random: Random) => MutatedFile;

export const fileNameOf = (format: string) => `manuskript.${format}`;

export const utf8 = (text: string) => new TextEncoder().encode(text);
