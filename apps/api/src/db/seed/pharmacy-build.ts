// Turns the catalogue data into product rows with a seeded PRNG: MRP per brand, discounts (an offer's
// products are priced at exactly the offer's percentage off), stock, popularity, badges, descriptions,
// specifications and facet attributes. Same rows on every machine.
import { DEVICE_WARRANTY_YEARS } from '@arogya/contracts/constants';
import type { products } from '../schema/pharmacy.ts';
import type { Rand } from './doctors-build.ts';
import { BRANDS, CATEGORIES } from './pharmacy-catalogue.ts';
import { CONSUMER, type ConsumerSeed } from './pharmacy-consumer.ts';
import { OFFERS } from './pharmacy-delivery.ts';
import { MEDICINES, type MedicineSeed } from './pharmacy-medicines.ts';
import { consumerTextHi, medicineTextHi } from './pharmacy-text-hi.ts';

export type ProductRow = typeof products.$inferInsert & { id: string; createdAt: Date; totalSold: number };

export const FORMS: Record<MedicineSeed['form'], [string, string, string, string]> = {
  // [name word, container, pack unit, how to use]
  tablet: ['Tablet', 'Strip', 'tablets', 'Swallow whole with water; do not crush or chew.'],
  capsule: ['Capsule', 'Strip', 'capsules', 'Swallow whole with water.'],
  syrup: ['Syrup', 'Bottle', 'ml', 'Shake well and measure with the cup provided.'],
  inhaler: ['Inhaler', 'Inhaler', 'doses', 'Shake well; breathe out fully before each puff.'],
  drops: ['Drops', 'Bottle', 'ml', 'Do not touch the dropper tip to the eye or any surface.'],
  gel: ['Gel', 'Tube', 'g', 'Apply a thin layer and massage gently; wash hands after use.'],
  sachet: ['Sachet', 'Sachet', 'g', 'Mix in a glass of water.'],
  respules: ['Respules', 'Box', 'respules', 'Use with a nebuliser only.'],
  cream: ['Cream', 'Tube', 'g', 'Apply a thin layer on clean, dry skin.'],
  spray: ['Spray', 'Bottle', 'ml', 'Shake well before use.'],
};
/** 'Strip of 15 tablets', 'Strip of 1 tablet', 'Bottle of 100 ml': a count of one is singular. */
export function packLabel(container: string, count: number, packUnit: string): string {
  const unit = count === 1 && /[a-z]s$/.test(packUnit) ? packUnit.slice(0, -1) : packUnit;
  return `${container} of ${count} ${unit}`;
}

export const SCHEDULE_NOTES: Record<MedicineSeed['schedule'], string> = {
  OTC: 'It can be bought without a prescription; read the label before use.',
  H: 'It is a Schedule H medicine: sold only against a valid prescription from a registered doctor.',
  H1: 'It is a Schedule H1 medicine: sold only against a valid prescription, and the sale is recorded in a register.',
  X: 'It is a Schedule X medicine: it is not sold online and is dispensed only at a licensed pharmacy counter.',
};

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const categoryOfSub = new Map(CATEGORIES.flatMap(([cat, , , , subs]) => subs.map(([sub]) => [sub, cat])));
const brandBySlug = new Map(BRANDS.map((b) => [b[0], b]));

function offerFor(categorySlug: string, brandSlug: string) {
  return OFFERS.find((o) => o.category === categorySlug || o.brand === brandSlug);
}

/** MRP rounded to 10 paise; price = MRP less the discount, to the paisa. */
export function pricing(rand: Rand, mrpRupees: number, categorySlug: string, brandSlug: string) {
  const mrpPaise = Math.max(100, Math.round(mrpRupees * 10) * 10);
  const offer = offerFor(categorySlug, brandSlug);
  const r = rand();
  const percent = offer ? offer.percent : r < 0.22 ? 0 : 5 + Math.floor(rand() * 21);
  return { mrpPaise, pricePaise: Math.round((mrpPaise * (100 - percent)) / 100), offer: Boolean(offer) };
}

/** Strength from a composition: 'A (500mg) + B (125mg)' -> '500mg + 125mg'. */
export const strengthOf = (composition: string) =>
  [...composition.matchAll(/\(([^)]+)\)/g)].map((x) => x[1]).join(' + ') || null;

type Draft = Omit<ProductRow, 'id' | 'slug' | 'createdAt' | 'stock' | 'totalSold' | 'badge' | 'isTop'> & {
  offer: boolean;
  popularity: number;
};

function medicineDrafts(rand: Rand): Draft[] {
  return MEDICINES.flatMap((med) =>
    med.trades.flatMap(([brand, trade, factor]) =>
      med.strengths.map(([label, mrp, explicit]): Draft => {
        const [word, container, packUnit, howTo] = FORMS[med.form];
        const composition = explicit ?? `${med.salt} (${label}${med.unit ?? 'mg'})`;
        const categoryId = categoryOfSub.get(med.sub) ?? '';
        const manufacturer = brandBySlug.get(brand)?.[2] ?? brand;
        const name = [trade, label, word].filter(Boolean).join(' ');
        const price = pricing(rand, mrp * factor, categoryId, brand);
        const unit = packLabel(container, med.pack, packUnit);
        const strength = strengthOf(composition);
        return {
          name,
          kind: 'medicine',
          brandId: `brd_${brand}`,
          categoryId: `cat_${categoryId}`,
          subcategoryId: `sub_${med.sub}`,
          saltComposition: composition,
          strength,
          form: word.toLowerCase(),
          manufacturer,
          packSize: med.pack,
          packUnit,
          unit,
          ...price,
          schedule: med.schedule,
          description: `${name} contains ${composition}. It is used to ${med.use}. ${SCHEDULE_NOTES[med.schedule]} Take it exactly as your doctor advises and do not stop it suddenly without asking them.`,
          features: [
            `Contains ${composition}`,
            `Used to ${med.use}`,
            howTo,
            'Store below 30°C, away from light and moisture',
          ],
          ...medicineTextHi({
            name,
            composition,
            use: med.use,
            schedule: med.schedule,
            form: med.form,
            closing: 'doctor',
          }),
          specifications: {
            'Salt composition': composition,
            Strength: strength ?? label,
            Form: word,
            'Pack size': unit,
            Manufacturer: manufacturer,
            Schedule: med.schedule === 'OTC' ? 'Over the counter' : `Schedule ${med.schedule}`,
            Storage: 'Below 30°C',
            'Country of origin': 'India',
          },
          attributes: med.tags ?? {},
          colours: [],
          sizes: [],
          imageCount: 3,
          warrantyMonths: null,
          popularity: factor * (med.schedule === 'OTC' ? 1.5 : 1),
        };
      }),
    ),
  );
}

function consumerDraft(rand: Rand, c: ConsumerSeed): Draft {
  const categoryId = categoryOfSub.get(c.sub) ?? '';
  const manufacturer = brandBySlug.get(c.brand)?.[2] ?? c.brand;
  const warranty = c.kind === 'device' ? DEVICE_WARRANTY_YEARS * 12 : null;
  return {
    name: c.name,
    kind: c.kind,
    brandId: `brd_${c.brand}`,
    categoryId: `cat_${categoryId}`,
    subcategoryId: `sub_${c.sub}`,
    saltComposition: null,
    strength: null,
    form: null,
    manufacturer,
    packSize: c.packSize,
    packUnit: c.unit.split(' ').at(-1) ?? 'unit',
    unit: c.unit,
    ...pricing(rand, c.mrp, categoryId, c.brand),
    schedule: 'OTC',
    description: `${c.about} ${c.features.join('. ')}.`,
    features: c.features,
    ...consumerTextHi(c.name),
    specifications: {
      Brand: brandBySlug.get(c.brand)?.[1] ?? c.brand,
      Manufacturer: manufacturer,
      Pack: c.unit,
      ...(c.specs ?? {}),
      ...(warranty ? { Warranty: `${DEVICE_WARRANTY_YEARS} years` } : {}),
      'Country of origin': c.kind === 'device' ? 'China' : 'India',
    },
    attributes: c.tags ?? {},
    colours: (c.colours ?? []).map(([name, value, available]) => ({ name, value, available })),
    sizes: c.sizes ?? [],
    imageCount: c.kind === 'device' ? 4 : 3,
    warrantyMonths: warranty,
    popularity: 1.2,
  };
}

export const CATALOGUE_START = Date.UTC(2025, 5, 1);
export const DAY = 86_400_000;

export function buildProducts(rand: Rand): ProductRow[] {
  const drafts = [...medicineDrafts(rand), ...CONSUMER.map((c) => consumerDraft(rand, c))];
  const seen = new Set<string>();
  const rows = drafts.map(({ offer, popularity, ...d }, i): ProductRow & { offer: boolean } => {
    const slug = slugify(d.name);
    if (seen.has(slug)) throw new Error(`Duplicate product ${d.name}`);
    seen.add(slug);
    const stock = rand() < 0.06 ? 0 : 5 + Math.floor(rand() * 400);
    return {
      ...d,
      id: `prd_${slug}`,
      slug,
      stock,
      totalSold: Math.floor(rand() * rand() * 4000 * popularity),
      createdAt: new Date(CATALOGUE_START + Math.floor(rand() * 500) * DAY + (i % 24) * 3_600_000),
      badge: null,
      isTop: false,
      offer,
    };
  });
  // The two best sellers of each category are its top sellers (and the pharmacy home's top medicines).
  const byCategory = new Map<string, typeof rows>();
  for (const r of rows) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r]);
  for (const list of byCategory.values()) {
    for (const r of [...list].sort((a, b) => b.totalSold - a.totalSold).slice(0, 2)) r.isTop = true;
  }
  return rows.map(({ offer, ...r }) => ({
    ...r,
    badge: offer ? 'Special Offer' : r.isTop ? 'Top Seller' : null,
  }));
}
