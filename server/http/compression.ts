/**
 * Compression of answers the server builds as it goes (JSON, index.html): brotli or gzip, as the client accepts.
 * Static files come precompressed from the build (web-app.ts) and answers that carry their own content-encoding
 * (the revision-data cache) are left as they are. Brotli at quality 4: on the fly, speed matters more than the last
 * few per cent (the build uses quality 11 for the static files).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON (also application/problem+json and the like) and HTML; never event streams, images or files. */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)(?:;|$)/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
