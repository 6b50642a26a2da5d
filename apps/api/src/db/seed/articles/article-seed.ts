// One seeded article: its text, its doctors (by specialty, the nth doctor of that specialty by id, so the
// author matches the topic on every machine), dates, tests and medicines (product ids of the pharmacy seed).
export type DoctorPick = { specialty: string; nth: number };

export type ArticleSeed = {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  author: DoctorPick;
  reviewer: DoctorPick;
  /** 'YYYY-MM-DD', Asia/Kolkata. */
  published: string;
  updated: string;
  reviewedOn: string;
  /** Lab tests by their code and name in the lab catalogue (db/seed/labs-catalogue.ts). */
  tests: [code: string, name: string][];
  medicines: [productId: string, label: string][];
  /** Markdown. The consultation note is added by the article page, not written here. */
  body: string;
};
