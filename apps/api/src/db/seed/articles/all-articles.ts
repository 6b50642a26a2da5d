// Every seeded article, oldest first (ids follow this order).
import type { ArticleSeed } from './article-seed.ts';
import { type2Diabetes } from './type-2-diabetes.ts';

export const ARTICLE_SEEDS: ArticleSeed[] = [type2Diabetes];
