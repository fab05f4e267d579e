/** The small pieces of WordprocessingML the annotated manuscript writes, every text escaped. */
export const mainNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const commentsContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
export const commentsRelationshipType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
export const commentAuthor = 'Lektør';

/** Escapes text for an XML text node or attribute; characters XML 1.0 does not allow are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface WordComment {
  id: number;
  text: string;
}

export function commentElement(comment: WordComment, date: string): string {
  return (
    `<w:comment w:id="${comment.id}" w:author="${escapeXml(commentAuthor)}" w:date="${date}" w:initials="L">` +
    `<w:p><w:r><w:t xml:space="preserve">${escapeXml(comment.text)}</w:t></w:r></w:p></w:comment>`
  );
}

export function commentsPart(comments: readonly WordComment[], date: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${mainNamespace}">` +
    `${comments.map((comment) => commentElement(comment, date)).join('')}</w:comments>`
  );
}

export const rangeStart = (id: number) => `<w:commentRangeStart w:id="${id}"/>`;
export const rangeEnd = (id: number) =>
  `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`;

/** [Content_Types].xml with the comments part declared (unchanged when it already is). */
export function withCommentsContentType(types: string): string {
  if (types.includes('/word/comments.xml')) return types;
  const override = `<Override PartName="/word/comments.xml" ContentType="${commentsContentType}"/>`;
  return insertBeforeClose(types, '</Types>', override);
}

/** The document's relationships with the comments part (unchanged when it is there). */
export function withCommentsRelationship(rels: string): string {
  if (rels.includes(commentsRelationshipType)) return rels;
  const ids = new Set([...rels.matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
  let n = ids.size + 1;
  while (ids.has(`rId${n}`)) n++;
  const relationship = `<Relationship Id="rId${n}" Type="${commentsRelationshipType}" Target="comments.xml"/>`;
  return insertBeforeClose(rels, '</Relationships>', relationship);
}

export function insertBeforeClose(xml: string, close: string, insert: string): string {
  const at = xml.lastIndexOf(close);
  if (at < 0) throw new Error(`no ${close}`);
  return xml.slice(0, at) + insert + xml.slice(at);
}

export const emptyDocumentRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
