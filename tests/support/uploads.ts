/** Uploads in integration tests: the API's upload, as one of the demo principals or any author, and its analysis. */
import { expect } from 'vitest';
import { manuscriptTxt, waitForRevision } from './fixtures.ts';
import { uploadForm } from './multipart.ts';
import type { PrincipalName, TestServer, TestUser } from './test-server.ts';

export interface UploadRequest {
  /** A demo principal by name, or any author (signed in with a token of theirs); default the subscriber. */
  as?: PrincipalName | TestUser;
  /** Default the test manuscript, fyrtaarnet.txt. */
  fileName?: string;
  bytes?: Uint8Array;
  /** The form's text fields besides the file (genre 1, audience 3 unless given: uploadForm). */
  fields?: Record<string, string>;
}

/** Posts the upload form to the API; the answer as it comes, whatever its status. */
export async function postUpload(t: TestServer, request: UploadRequest = {}) {
  const { as = 'subscriber', fileName = 'fyrtaarnet.txt', bytes = manuscriptTxt, fields = {} } = request;
  const form = uploadForm(fileName, bytes, fields);
  const signedIn =
    typeof as === 'string' ? await t.headers(as) : { authorization: `Bearer ${await t.tokenFor(as.subject)}` };
  return t.server.app.inject({
    method: 'POST',
    url: '/api/manuscripts/',
    payload: form.payload,
    headers: { ...signedIn, ...form.headers },
  });
}

/** Uploads (201 expected) and waits until the analysis is done: the manuscript's id and its new revision's. */
export async function uploadAnalysed(
  t: TestServer,
  request: UploadRequest = {},
  timeoutMs?: number,
): Promise<{ manuscriptId: number; revisionId: number }> {
  const upload = await postUpload(t, request);
  expect(upload.statusCode, upload.body).toBe(201);
  const { id, latestRevisionId } = upload.json() as { id: number; latestRevisionId: number };
  expect((await waitForRevision(t.server.database.db, latestRevisionId, timeoutMs)).status).toBe('done');
  return { manuscriptId: id, revisionId: latestRevisionId };
}
