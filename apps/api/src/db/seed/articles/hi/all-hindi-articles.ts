// Every article's reviewed Hindi version (db/seed/article-translations.ts), one per English article.
import { anaemiaInWomen } from './anaemia-in-women.ts';
import { antibioticResistance } from './antibiotic-resistance.ts';
import { childVaccination } from './child-vaccination.ts';
import { dengue } from './dengue.ts';
import { fattyLiver } from './fatty-liver.ts';
import { heatStroke } from './heat-stroke.ts';
import { hypertension } from './hypertension.ts';
import { hypothyroidism } from './hypothyroidism.ts';
import { pcos } from './pcos.ts';
import type { ArticleTranslationSeed } from './translation-seed.ts';
import { tuberculosis } from './tuberculosis.ts';
import { type2Diabetes } from './type-2-diabetes.ts';
import { vitaminD } from './vitamin-d.ts';

export const HINDI_ARTICLES: ArticleTranslationSeed[] = [
  type2Diabetes,
  hypothyroidism,
  dengue,
  hypertension,
  vitaminD,
  childVaccination,
  anaemiaInWomen,
  tuberculosis,
  heatStroke,
  pcos,
  fattyLiver,
  antibioticResistance,
];
