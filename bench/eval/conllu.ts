/** A minimal CoNLL-U reader: sentences with their tokens, the text rebuilt with each token's offset. */
export interface GoldToken {
  form: string;
  upos: string;
  feats: Map<string, string>;
  start: number;
}

export interface GoldSentence {
  text: string;
  tokens: GoldToken[];
}

export function parseConllu(source: string): GoldSentence[] {
  const sentences: GoldSentence[] = [];
  let tokens: GoldToken[] = [];
  let text = '';
  let spaceBefore = false;
  const finish = () => {
    if (tokens.length > 0) sentences.push({ text, tokens });
    tokens = [];
    text = '';
    spaceBefore = false;
  };
  for (const line of source.split('\n')) {
    if (line.trim() === '') {
      finish();
      continue;
    }
    if (line.startsWith('#')) continue;
    const [id, form, , upos, , feats, , , , misc] = line.split('\t');
    if (!id || !form || id.includes('-') || id.includes('.')) continue;
    if (spaceBefore) text += ' ';
    const start = text.length;
    text += form;
    spaceBefore = !(misc ?? '').includes('SpaceAfter=No');
    const featMap = new Map<string, string>();
    if (feats && feats !== '_') {
      for (const pair of feats.split('|')) {
        const [key, value] = pair.split('=');
        if (key && value) featMap.set(key, value);
      }
    }
    tokens.push({ form, upos: upos ?? '_', feats: featMap, start });
  }
  finish();
  return sentences;
}
