/**
 * Server-Sent Events with a revision's analysis progress. The state is read from the database, so any API
 * process can stream the progress of a job that any worker process runs.
 */

import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { revisions } from '../db/schema.ts';
import { progressView } from './views.ts';

const POLL_MS = 400;
const MAX_STREAM_MS = 30 * 60 * 1000;

export async function streamProgress(db: Db, revisionId: number, request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
  const started = Date.now();
  let last = '';
  while (!closed && Date.now() - started < MAX_STREAM_MS) {
    const [row] = await db.select().from(revisions).where(eq(revisions.id, revisionId));
    if (!row) break;
    const event = JSON.stringify(progressView(row));
    if (event !== last) {
      out.write(`event: progress\ndata: ${event}\n\n`);
      last = event;
    }
    if (row.status === 'done' || row.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  out.end();
}
