/**
 * A JSON answer serialised and compressed once (brotli and gzip) with a weak ETag over its JSON, sent as the
 * client accepts it: 304 without a body when If-None-Match names the ETag, else the smallest encoding the
 * Accept-Encoding allows. The ETag is weak because the encodings are different bytes of the same JSON.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PreparedAnswer {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export const preparedBytes = (answer: PreparedAnswer): number =>
  answer.identity.length + answer.br.length + answer.gzip.length + answer.etag.length;

export async function prepareAnswer(json: string): Promise<PreparedAnswer> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  return { etag, identity, br, gzip: gz };
}

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 13.1.2), or is '*'. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The q-value the Accept-Encoding header gives an encoding (0 when it is not accepted). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!acceptEncoding) return false;
  let star: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name.trim() === encoding) return q > 0;
    if (name.trim() === '*') star = q;
  }
  return star !== undefined && star > 0;
}

export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(answer.br);
  if (acceptsEncoding(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.identity);
}
