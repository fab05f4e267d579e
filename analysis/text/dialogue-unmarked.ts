/**
 * Speech written without marks, known by its own tag ("Han var der ikke, sagde hun.", "Jeg har lært meget, sae
 * han."; "Hvad vil du? spurgte hun."): in a paragraph with no quotation mark and no dash lead, the sentence before a
 * tag is speech. A tag is a lower-case verb of saying right after the comma, '?' or '!', then its subject (a
 * pronoun or a name), at most two words more and the end of the sentence, a comma or a semicolon. Not a tag: a verb
 * after a fronted clause ("Da han kom hjem, sagde hun: …", Danish puts the verb second there), one followed by a
 * colon (the speech comes after it), or one followed by 'og' in the tag ("tog Tasken, sagde Farvel og gik").
 * After the tag the speech goes on after a dash ("sae Herta; — jeg skal hjælpe Dem") or with the next sentence when
 * it is in the speaker's voice (as for dash-led lines).
 */

import type { DialogueRange } from './dialogue.ts';
import { continuesSpeaker, speakerSubject } from './dialogue-dash.ts';
import { isFixedSayingPhrase, isSpeechTagWord } from './speech-tags.ts';

const tagAfterSpeech =
  /(,|[?!…]+)\s+(\p{Ll}+)\s+(jeg|han|hun|vi|de|man|(?:(?:[Hh]r|[Ff]ru|[Ff]rk|[Ff]røken|[Dd]r|[Pp]astor|[Mm]adam)\.?\s+)?\p{Lu}\p{Ll}+)((?:\s+\p{L}+){0,2}?)\s*([.,;!?…–—]|$)/gu;
/** Words that open a fronted clause: the verb after its comma is the main clause's, not a tag. */
const clauseOpeners = new Set(
  'da når naar hvis fordi mens medens idet efter før inden skønt skjønt selvom om at som saasnart så saa eftersom siden indtil til'.split(
    ' ',
  ),
);
/** Words after a tag's comma that go on with the narration ("sae han, da han mødte hendes blik"). */
const narrationLeads = new Set(
  'og mens medens idet da hvorpå hvorefter uden efter som der skønt før inden imens samtidig med ved på i til'.split(
    ' ',
  ),
);
/** How far back from the tag the start of the speech is looked for. */
const reach = 400;
const sentenceStart = /[.!?…:;]+[)]*\s+(?=[\p{Lu}—–-])/gu;
const sentenceEnd = /[.!?…]+[)]*(?=\s+[\p{Lu}—–-]|\s*$)/u;
const dashAfterTag = /^[\s,;]*[—–-]\s+/u;

export function unmarkedSpeechRanges(text: string): DialogueRange[] {
  const ranges: DialogueRange[] = [];
  let floor = 0;
  tagAfterSpeech.lastIndex = 0;
  for (let match = tagAfterSpeech.exec(text); match; match = tagAfterSpeech.exec(text)) {
    tagAfterSpeech.lastIndex = match.index + 1; // candidates overlap: ", hvad jeg siger, sae han"
    const [, lead, verb, subject, extra, stop] = match;
    if (!isSpeechTagWord(verb!) || isFixedSayingPhrase([verb!.toLowerCase()]) || speakerSubject(verb!, subject))
      continue;
    if (stop === '?') continue; // "mener han?": a question inside the speech
    if (stop === ':' || /\bog\b/u.test(extra!)) continue;
    const end = match.index + (lead === ',' ? 0 : lead!.length);
    if (end < floor) continue;
    const opening = speechStart(text, Math.max(floor, end - reach), end, floor);
    if (opening === undefined) continue;
    const start = opening + (/^[\s—–-]*/u.exec(text.slice(opening, end))?.[0].length ?? 0);
    if (start >= end) continue;
    if (lead === ',' && isFrontedClause(text.slice(start, end))) continue;
    ranges.push({ start, end });
    const tagEnd = match.index + match[0].length - (stop === '' ? 0 : 1);
    const resumed = speechAfterTag(text, tagEnd);
    if (resumed) ranges.push(resumed);
    floor = resumed ? resumed.end : tagEnd;
    tagAfterSpeech.lastIndex = Math.max(tagAfterSpeech.lastIndex, floor);
  }
  return ranges;
}

/** Speech after the tag: from a dash after it, or the next sentence when it is in the speaker's voice. */
function speechAfterTag(text: string, tagEnd: number): DialogueRange | undefined {
  const rest = text.slice(tagEnd, tagEnd + reach);
  const dash = dashAfterTag.exec(rest);
  if (dash) {
    const start = tagEnd + dash[0].length;
    return { start, end: start + untilSentenceEnd(text.slice(start, start + reach)) };
  }
  const here = untilSentenceEnd(rest);
  if (rest.startsWith(',')) {
    // "Jeg synes, sae Niels Peter, at vi skal ta vor mad med": the sentence goes on in the speaker's voice
    const clause = rest.slice(1, here);
    const lead = /\p{L}+/u.exec(clause)?.[0].toLowerCase() ?? '';
    const start = tagEnd + 1 + (/^\s*/u.exec(clause)?.[0].length ?? 0);
    if (!narrationLeads.has(lead) && continuesSpeaker(clause)) return { start, end: tagEnd + here };
  }
  const next = tagEnd + here + (/^[.!?…)]*\s*/u.exec(text.slice(tagEnd + here))?.[0].length ?? 0);
  if (next >= text.length) return undefined;
  const length = untilSentenceEnd(text.slice(next, next + reach));
  return continuesSpeaker(text.slice(next, next + length)) ? { start: next, end: next + length } : undefined;
}

function untilSentenceEnd(text: string): number {
  const stop = sentenceEnd.exec(text);
  return stop ? stop.index + stop[0].length : text.length;
}

/**
 * The words before the comma are a fronted clause, in the sentence or after its last semicolon ("Da han kom hjem,";
 * "…; for nu at kunne skille dem ad, kaldte man ham …").
 */
function isFrontedClause(sentence: string): boolean {
  const semicolon = sentence.lastIndexOf(';');
  return [sentence, sentence.slice(semicolon + 1)].some((clause) => {
    const first = /\p{L}+/u.exec(clause)?.[0].toLowerCase() ?? '';
    return clauseOpeners.has(first) || (first === 'for' && /\sat\s/u.test(clause));
  });
}

/**
 * The start of the sentence that ends at `end`: after the last sentence end or colon, or the paragraph start or
 * the end of the previous tag (`floor`).
 */
function speechStart(text: string, lower: number, end: number, floor: number): number | undefined {
  const window = text.slice(lower, end);
  let start: number | undefined = lower === 0 || lower === floor ? lower : undefined;
  for (const match of window.matchAll(sentenceStart)) {
    const at = match.index + match[0].length;
    if (at < window.length - 1) start = lower + at;
  }
  return start;
}
