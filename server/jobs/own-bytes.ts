/**
 * A file's bytes in memory of this thread's own. An upload's bytes arrive in shared memory (upload-form.ts), so that
 * posting them to a thread copies nothing on the event loop; the file readers (zip, XML, decoding) are given a
 * private copy, made here in the thread, so that nothing they do can depend on memory another thread holds.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.buffer instanceof SharedArrayBuffer ? bytes.slice() : bytes;
}
