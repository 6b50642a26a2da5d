// Every seeded article, in id order (art_001 first); the listing orders them by publication date.
import { anaemiaInWomen } from './anaemia-in-women.ts';
import type { ArticleSeed } from './article-seed.ts';
import { childVaccination } from './child-vaccination.ts';
import { dengue } from './dengue.ts';
import { hypertension } from './hypertension.ts';
import { hypothyroidism } from './hypothyroidism.ts';
import { type2Diabetes } from './type-2-diabetes.ts';
import { vitaminD } from './vitamin-d.ts';

export const ARTICLE_SEEDS: ArticleSeed[] = [
  type2Diabetes,
  hypothyroidism,
  dengue,
  hypertension,
  vitaminD,
  childVaccination,
  anaemiaInWomen,
];
