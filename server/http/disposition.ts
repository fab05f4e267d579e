/** A Content-Disposition for a download: an ASCII file name for old clients and the UTF-8 one (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .replace(/æ/gu, 'ae')
    .replace(/ø/gu, 'oe')
    .replace(/å/gu, 'aa')
    .replace(/Æ/gu, 'Ae')
    .replace(/Ø/gu, 'Oe')
    .replace(/Å/gu, 'Aa')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, '')
    .replace(/["\\]/gu, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A title as a file name: no path or reserved characters, at most 120 characters. */
export function fileNamePart(title: string, fallback: string): string {
  return (
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
      .slice(0, 120) || fallback
  );
}
