import { readFileSync } from 'node:fs';
import { parseNerConll } from './bench/eval/ner.ts';
import { bookEntities } from './analysis/models/scenes.ts';
import { segmentParagraph } from './analysis/text/document.ts';
import { kindOf } from './analysis/text/names-entities.ts';
import { collectEvidence } from './analysis/text/names-evidence.ts';
const sents = parseNerConll(readFileSync('../shared/corpus/ner/da_ddt-ud-ner-dev.conll','utf8'));
const text = {paragraphs: sents.map(s=>segmentParagraph(s.tokens.join(' ')))};
console.log(collectEvidence(text.paragraphs).spelling);
const { mentions, entityOf } = bookEntities(text.paragraphs);
const found = new Map<number,string[]>();
for (const {mention, cues} of mentions) { const e = entityOf.get(mention.key)!; (found.get(mention.paragraph) ?? found.set(mention.paragraph, []).get(mention.paragraph)!).push(`${mention.text}[${kindOf(e)}]`); }
sents.forEach((s,i)=>{ const gold: string[]=[]; s.tags.forEach((t,j)=>{ if(t.startsWith('B-')) gold.push(s.tokens[j]+'/'+t.slice(2)); else if (t.startsWith('I-')) gold[gold.length-1]+= ' '+s.tokens[j]; }); const f=found.get(i)??[]; if (gold.length||f.length) console.log('G:', gold.join(' | '), '  P:', f.join(' | ')); });
