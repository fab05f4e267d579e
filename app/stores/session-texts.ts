/**
 * The content texts a signed-in session reads, in one call (GET /api/texts/?names=…; issue 33 point 4): the rules,
 * the report list, the FAQs and the texts every report page shares, each put where its store keeps it. Only the
 * missing ones are asked for. The texts are open to anyone, so the callback page starts the call before the token
 * exchange is done.
 */
import { runInAction } from 'mobx';
import type { TextName, Texts } from '../../schemas/api/texts.ts';
import type { ApiClient } from '../api/client.ts';
import { type ContentStore, sharedContentNames } from './ContentStore.ts';
import type { ReportListStore } from './ReportListStore.ts';
import type { RulesStore } from './RulesStore.ts';
import type { TextsStore } from './TextsStore.ts';

/** Each text's own route (the one the batch stands for; FakeApi answers the batch from these). */
export const textPaths: Record<TextName, string> = {
  rules: 'recommendations/rules/',
  reportIndexes: 'reportIndexes/',
  faq: 'faq/',
  whatIs: 'whatIs/',
  dashboard: 'dashboard/',
  globalScores: 'globalScores/',
  archetypeIndexes: 'archetypeIndexes/',
  archetypes: 'archetypes/',
  lix: 'lix/',
};

export interface SessionTextStores {
  api: ApiClient;
  rules: RulesStore;
  reportList: ReportListStore;
  texts: TextsStore;
  content: ContentStore;
}

/** The names the session still lacks. */
export function missingTextNames({ rules, reportList, texts }: SessionTextStores): TextName[] {
  return [
    ...(rules.loaded ? [] : (['rules'] as const)),
    ...(reportList.loaded ? [] : (['reportIndexes'] as const)),
    ...(texts.faq ? [] : (['faq'] as const)),
    ...(texts.sharedLoaded ? [] : sharedContentNames),
  ];
}

export async function loadSessionTexts(stores: SessionTextStores): Promise<void> {
  const names = missingTextNames(stores);
  if (names.length === 0) return;
  const answer = await stores.api.get<Texts>('texts/', 'api/content/texts', { names: names.join(',') });
  runInAction(() => {
    if (answer.rules) stores.rules.rules = answer.rules;
    if (answer.reportIndexes) stores.reportList.reports = answer.reportIndexes;
    if (answer.faq) stores.texts.faq = answer.faq;
    if (names.some((name) => sharedContentNames.includes(name as (typeof sharedContentNames)[number]))) {
      stores.content.keep(answer);
      stores.texts.sharedLoaded = true;
    }
  });
}
