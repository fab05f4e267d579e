/**
 * Saving a file the API answered (the report's PDF, the annotated manuscript): the browser saves the response body
 * under the server's Danish file name from its Content-Disposition.
 */

/** The file name of a Content-Disposition (its UTF-8 `filename*` when given). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/iu.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name: the plain one or the fallback.
    }
  }
  return /filename="([^"]+)"/iu.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Saves the response's body as a download named by the server, or `fallback` when it names none. */
export async function saveDownload(response: Response, fallback: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
