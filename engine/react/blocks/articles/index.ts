import { articlesPropsSchema } from '../../../../schemas/blocks/articles.ts';
import { defineBlockType } from '../../registry-types.ts';
import { Articles } from './Articles.tsx';
import { articlesExample } from './example.ts';

export const articlesBlock = defineBlockType({
  type: 'articles',
  schema: articlesPropsSchema,
  renderer: Articles,
  example: articlesExample,
});
