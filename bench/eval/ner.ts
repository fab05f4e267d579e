/**
 * Name detection against the DDT named-entity annotation (token TAB BIO tag, a blank line between sentences):
 * every sentence becomes a paragraph of one book, the Scenes name detection runs over the whole book, and each
 * found name is tagged PER (a character), LOC (a place) or left out; names with no evidence either way are
 * left out (as the product leaves them out of both lists). Precision, recall and F1 per type on exact token spans. ORG and MISC in the gold are not scored, but a
 * PER or LOC guess on them counts as a false positive.
 */
import { bookEntities } from '../../analysis/models/scenes.ts';
import { segmentParagraph } from '../../analysis/text/document.ts';
import { hasPersonEvidence, kindOf } from '../../analysis/text/names-entities.ts';
import { ratio } from './tense.ts';

interface Sentence {
  tokens: string[];
  tags: string[];
}

export function parseNerConll(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let current: Sentence = { tokens: [], tags: [] };
  for (const line of text.split('\n')) {
    const [token, tag] = line.split('\t');
    if (!token?.trim() || tag === undefined) {
      if (current.tokens.length > 0) sentences.push(current);
      current = { tokens: [], tags: [] };
      continue;
    }
    current.tokens.push(token);
    current.tags.push(tag.trim());
  }
  if (current.tokens.length > 0) sentences.push(current);
  return sentences;
}

/** Spans "sentence:first:last:TYPE" from BIO tags. */
function goldSpans(sentences: readonly Sentence[]): Set<string> {
  const spans = new Set<string>();
  sentences.forEach((sentence, s) => {
    let start = -1;
    let type = '';
    const close = (end: number) => {
      if (start >= 0) spans.add(`${s}:${start}:${end}:${type}`);
      start = -1;
    };
    sentence.tags.forEach((tag, i) => {
      if (tag.startsWith('B-') || (tag.startsWith('I-') && tag.slice(2) !== type)) {
        close(i - 1);
        start = i;
        type = tag.slice(2);
      } else if (tag === 'O') close(i - 1);
    });
    close(sentence.tags.length - 1);
  });
  return spans;
}

export function scoreNer(sentences: readonly Sentence[]) {
  const offsets: number[][] = [];
  const blocks = sentences.map((sentence) => {
    let at = 0;
    const starts: number[] = [];
    for (const token of sentence.tokens) {
      starts.push(at);
      at += token.length + 1;
    }
    offsets.push(starts);
    return sentence.tokens.join(' ');
  });
  const text = { paragraphs: blocks.map((block) => segmentParagraph(block)) };
  const { mentions, entityOf, spelling } = bookEntities(text.paragraphs);
  const predicted = new Set<string>();
  for (const { mention } of mentions) {
    const entity = entityOf.get(mention.key);
    let kind = entity ? kindOf(entity) : 'unknown';
    // As the Karakter page: a person only on a person's evidence (names-entities.ts, hasPersonEvidence).
    if (kind === 'person' && !hasPersonEvidence(entity!, spelling)) kind = 'unknown';
    if (kind === 'unknown') continue;
    const type = kind === 'place' ? 'LOC' : 'PER';
    const words = text.paragraphs[mention.paragraph]!.sentences[mention.sentence]!.words;
    const from = words[mention.first]!.start;
    const to = words[mention.last]!.start + words[mention.last]!.text.length;
    const starts = offsets[mention.paragraph]!;
    const first = starts.indexOf(from);
    const last = starts.findLastIndex((start) => start < to);
    if (first === -1) continue;
    predicted.add(`${mention.paragraph}:${first}:${last}:${type}`);
  }
  const gold = goldSpans(sentences);
  const shown = (span: string) => {
    const [s, first, last, type] = span.split(':');
    return `${sentences[Number(s)]!.tokens.slice(Number(first), Number(last) + 1).join(' ')} (${type})`;
  };
  const goldAt = new Map([...gold].map((span) => [span.slice(0, span.lastIndexOf(':')), span]));
  const byType = (type: string) => {
    const goldOfType = [...gold].filter((span) => span.endsWith(`:${type}`));
    const predictedOfType = [...predicted].filter((span) => span.endsWith(`:${type}`));
    const hits = predictedOfType.filter((span) => gold.has(span)).length;
    const precision = ratio(hits, predictedOfType.length);
    const recall = ratio(hits, goldOfType.length);
    return {
      gold: goldOfType.length,
      predicted: predictedOfType.length,
      correct: hits,
      precision,
      recall,
      f1: ratio(2 * precision * recall, precision + recall),
      // What went wrong (the gold type after a wrong guess on a gold name), for tuning on the training slices.
      false_positives: predictedOfType
        .filter((span) => !gold.has(span))
        .map(
          (span) =>
            `${shown(span)}${goldAt.has(span.slice(0, span.lastIndexOf(':'))) ? ` gold ${goldAt.get(span.slice(0, span.lastIndexOf(':')))!.split(':')[3]}` : ''}`,
        ),
      missed: goldOfType.filter((span) => !predicted.has(span)).map(shown),
    };
  };
  return { task: 'ner', sentences: sentences.length, PER: byType('PER'), LOC: byType('LOC') };
}
