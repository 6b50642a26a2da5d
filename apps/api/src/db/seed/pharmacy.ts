// Pharmacy domain seed: 15 categories with subcategories, 46 brands (and 8 more in pharmacy-household.ts), ~450
// products (17 more there) with reviews, offers and
// banners, serviceable cities and pin codes, and the demo patient's address, a doctor-issued prescription
// and two past orders. Deterministic (seeded PRNG, fixed ids and dates); multi-row inserts in chunks.
import type { Db } from '../client.ts';
import {
  banners,
  brands,
  offers,
  pharmacyCategories,
  pharmacySubcategories,
  productReviews,
  products,
  serviceableCities,
  serviceablePinCodes,
} from '../schema/pharmacy.ts';
import { seededRandom } from './doctors-build.ts';
import { CATEGORY_HI, SUBCATEGORY_HI } from './hindi-names.ts';
import { buildProducts } from './pharmacy-build.ts';
import { BRANDS, CATEGORIES } from './pharmacy-catalogue.ts';
import {
  bannerHindi,
  bannerRows,
  CITIES,
  OFFER_TERMS,
  OFFER_TERMS_HI,
  OFFERS,
  pinCodeRows,
} from './pharmacy-delivery.ts';
import { seedPharmacyDemo } from './pharmacy-demo.ts';
import { buildReviews } from './pharmacy-reviews.ts';
import type { Seeder } from './seeder.ts';

const CHUNK = 150;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function catalogueRows() {
  const created = new Date('2025-06-01T00:00:00Z');
  const categories = CATEGORIES.map(([slug, name, icon, description], i) => ({
    id: `cat_${slug}`,
    slug,
    name,
    nameHi: CATEGORY_HI[slug] ?? null,
    icon,
    description,
    sortOrder: i + 1,
    createdAt: created,
  }));
  const subcategories = CATEGORIES.flatMap(([cat, , , , subs]) =>
    subs.map(([slug, name, description], i) => ({
      id: `sub_${slug}`,
      categoryId: `cat_${cat}`,
      slug,
      name,
      nameHi: SUBCATEGORY_HI[slug] ?? null,
      description,
      sortOrder: i + 1,
    })),
  );
  const brandRows = BRANDS.map(([slug, name, manufacturer, colour, isTop, description], i) => ({
    id: `brd_${slug}`,
    slug,
    name,
    manufacturer,
    colour,
    isTop,
    description,
    sortOrder: i + 1,
    createdAt: created,
  }));
  return { categories, subcategories, brandRows };
}

export const pharmacySeeder: Seeder = {
  domain: 'pharmacy',
  version: 1,
  async run(db: Db) {
    const rand = seededRandom(4_2026);
    const { categories, subcategories, brandRows } = catalogueRows();
    await db.insert(pharmacyCategories).values(categories);
    await db.insert(pharmacySubcategories).values(subcategories);
    await db.insert(brands).values(brandRows);

    const productRows = buildProducts(rand);
    const { reviews, stats } = buildReviews(rand, productRows);
    const withRatings = productRows.map((p) => ({
      ...p,
      ratingAvg: stats.get(p.id)?.avg ?? null,
      reviewCount: stats.get(p.id)?.count ?? 0,
    }));
    await insertChunked(withRatings, (chunk) => db.insert(products).values(chunk));
    await insertChunked(reviews, (chunk) => db.insert(productReviews).values(chunk));

    await db
      .insert(serviceableCities)
      .values(
        CITIES.map(([slug, name, state], i) => ({ slug, name, state, zone: 'metro', sortOrder: i + 1 })),
      );
    await db.insert(serviceablePinCodes).values(pinCodeRows());
    await db.insert(offers).values(
      OFFERS.map((o, i) => ({
        id: o.id,
        title: o.title,
        description: o.description,
        titleHi: o.titleHi,
        descriptionHi: o.descriptionHi,
        termsHi: OFFER_TERMS_HI,
        discountPercent: o.percent,
        categoryId: o.category ? `cat_${o.category}` : null,
        brandId: o.brand ? `brd_${o.brand}` : null,
        terms: OFFER_TERMS,
        colour: o.colour,
        validFrom: new Date('2026-11-01T00:00:00+05:30'),
        validUntil: new Date('2027-03-31T23:59:59+05:30'),
        sortOrder: i + 1,
        // The seed prices every covered product at the offer's discount already (OFFER_TERMS).
        appliedLive: true,
      })),
    );
    await db.insert(banners).values(
      bannerRows().map(([id, title, subtitle, link, cta, colour, artwork], i) => ({
        id,
        title,
        subtitle,
        link,
        cta,
        ...bannerHindi()[id],
        colour,
        artwork,
        sortOrder: i + 1,
      })),
    );
    await seedPharmacyDemo(db, withRatings);
  },
};
