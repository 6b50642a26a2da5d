// Rows to the article contracts: the fields they name, dates as ISO strings, the reading time from the
// database's word count.
import {
  type Article,
  type ArticleCard,
  type ArticleDoctor,
  type ArticleMedicineRef,
  readingMinutes,
} from '@arogya/contracts/articles';
import type { ArticleTestRef } from '../../db/schema/articles.ts';

type DoctorRow = ArticleDoctor;
type CardRow = {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  wordCount: number;
  publishedAt: Date;
  updatedAt: Date;
  author: DoctorRow;
};
type DetailRow = CardRow & {
  body: string;
  reviewedOn: string;
  relatedTests: ArticleTestRef[];
  reviewer: DoctorRow;
};

const mapDoctor = (d: DoctorRow): ArticleDoctor => ({
  id: d.id,
  name: d.name,
  specialty: d.specialty,
  specialtyHi: d.specialtyHi,
  registrationNumber: d.registrationNumber,
  registrationCouncil: d.registrationCouncil,
});

/** `tagNamesHi`: the Hindi names admins gave tags (any tags; only the article's are kept). */
export function mapArticleCard(row: CardRow, tagNamesHi: Map<string, string>): ArticleCard {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    tagNamesHi: Object.fromEntries(
      row.tags.flatMap((tag) => {
        const name = tagNamesHi.get(tag);
        return name ? [[tag, name]] : [];
      }),
    ),
    author: mapDoctor(row.author),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.wordCount),
  };
}

export function mapArticle(
  row: DetailRow,
  medicines: ArticleMedicineRef[],
  tagNamesHi: Map<string, string>,
): Article {
  return {
    ...mapArticleCard(row, tagNamesHi),
    body: row.body,
    wordCount: row.wordCount,
    reviewer: mapDoctor(row.reviewer),
    reviewedOn: row.reviewedOn,
    relatedTests: row.relatedTests.map((t) => ({ code: t.code, name: t.name })),
    relatedMedicines: medicines.map((m) => ({ productId: m.productId, label: m.label })),
  };
}
