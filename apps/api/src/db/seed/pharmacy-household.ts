// The medicines Indian patients ask a chemist for by name, as printed on the pack: maker, salts and strengths,
// pack and MRP (rupees; approximate, as printed in 2025-26). The catalogue already held many of them
// (Dolo 650, Calpol, Combiflam, Pan 40, Shelcal 500, Volini); this adds the ones it lacked (Crocin, Saridon,
// Disprin, Sinarest, Benadryl, Meftal-Spas, ...), their makers where new, and the salts of the household
// names it held without one. A seeder of its own (pharmacy-household v1), so a database seeded before it
// gets them on its next start; `HOUSEHOLD_NAMES` is what the search test holds each to (test/search-queries.test.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, products } from '../schema/pharmacy.ts';
import { seededRandom } from './doctors-build.ts';
import { insertChunked } from './pharmacy.ts';
import {
  CATALOGUE_START,
  DAY,
  FORMS,
  type ProductRow,
  packLabel,
  pricing,
  SCHEDULE_NOTES,
  slugify,
  strengthOf,
} from './pharmacy-build.ts';
import { BRANDS, type BrandSeed, CATEGORIES } from './pharmacy-catalogue.ts';
import type { MedicineSeed } from './pharmacy-medicines.ts';
import { medicineTextHi } from './pharmacy-text-hi.ts';
import type { Seeder } from './seeder.ts';

/** Makers the catalogue lacked: [slug, name, company, colour, top brand?, description]. */
// biome-ignore format: one maker per line
export const HOUSEHOLD_BRANDS: BrandSeed[] = [
  ['haleon', 'Haleon', 'Haleon India Pvt Ltd', '#2b1d5c', true, 'Consumer health: Crocin, Eno, Iodex, Otrivin and Sensodyne.'],
  ['centaur', 'Centaur', 'Centaur Pharmaceuticals Pvt Ltd', '#0060a9', false, 'Makers of Sinarest for colds.'],
  ['apex', 'Apex Laboratories', 'Apex Laboratories Pvt Ltd', '#d52b1e', false, 'Makers of Zincovit multivitamins.'],
  ['blue-cross', 'Blue Cross', 'Blue Cross Laboratories Pvt Ltd', '#1565c0', false, 'Makers of Meftal-Spas for cramps.'],
  ['medley', 'Medley', 'Medley Pharmaceuticals Ltd', '#00796b', false, 'Anti-infectives such as O2.'],
  ['jb-chemicals', 'J.B. Chemicals', 'J.B. Chemicals & Pharmaceuticals Ltd', '#0d47a1', false, 'Metrogyl, Rantac and Nicardia.'],
  ['win-medicare', 'Win-Medicare', 'Win-Medicare Pvt Ltd', '#8e2430', false, 'Betadine antiseptics.'],
  ['kenvue', 'Kenvue', 'Kenvue (Johnson & Johnson Pvt Ltd)', '#d71920', false, 'Benadryl cough syrups and Band-Aid.'],
];

export type HouseholdSeed = {
  brand: string;
  name: string;
  sub: string;
  form: MedicineSeed['form'];
  schedule: MedicineSeed['schedule'];
  kind?: 'medicine' | 'supplement';
  /** As printed: 'Paracetamol (650mg) + Caffeine (50mg)'. */
  composition: string;
  pack: number;
  /** MRP of the pack in rupees. */
  mrp: number;
  use: string;
};

// biome-ignore format: one product per line keeps the table readable
export const HOUSEHOLD_PRODUCTS: HouseholdSeed[] = [
  { brand: 'haleon', name: 'Crocin Advance 500 Tablet', sub: 'fever-pain', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (500mg)', pack: 20, mrp: 30, use: 'relieve fever, headache and body pain' },
  { brand: 'haleon', name: 'Crocin 650 Advance Tablet', sub: 'fever-pain', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (650mg)', pack: 15, mrp: 35, use: 'relieve high fever and moderate pain' },
  { brand: 'haleon', name: 'Crocin Pain Relief Tablet', sub: 'fever-pain', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (650mg) + Caffeine (50mg)', pack: 15, mrp: 62, use: 'relieve headache, toothache and body pain' },
  { brand: 'haleon', name: 'Crocin Cold & Flu Max Tablet', sub: 'cold-relief', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (500mg) + Phenylephrine (10mg) + Chlorpheniramine (2mg)', pack: 10, mrp: 52, use: 'relieve fever, blocked nose and sneezing of a cold' },
  { brand: 'bayer', name: 'Saridon Tablet', sub: 'fever-pain', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (250mg) + Propyphenazone (150mg) + Caffeine (50mg)', pack: 10, mrp: 42, use: 'relieve headache fast' },
  { brand: 'reckitt', name: 'Disprin Regular Tablet', sub: 'fever-pain', form: 'tablet', schedule: 'OTC', composition: 'Aspirin (350mg)', pack: 10, mrp: 10, use: 'relieve headache, toothache and fever (dissolve in water first)' },
  { brand: 'centaur', name: 'Sinarest New Tablet', sub: 'cold-relief', form: 'tablet', schedule: 'OTC', composition: 'Paracetamol (500mg) + Phenylephrine (10mg) + Chlorpheniramine (2mg)', pack: 10, mrp: 67, use: 'relieve fever, blocked nose and sneezing of a cold' },
  { brand: 'cipla', name: 'Cheston Cold Tablet', sub: 'cold-relief', form: 'tablet', schedule: 'OTC', composition: 'Cetirizine (5mg) + Paracetamol (325mg) + Phenylephrine (10mg)', pack: 10, mrp: 48, use: 'relieve a runny nose, sneezing and fever of a cold' },
  { brand: 'kenvue', name: 'Benadryl Cough Formula Syrup', sub: 'cough-syrups', form: 'syrup', schedule: 'OTC', composition: 'Diphenhydramine (14.08mg) + Ammonium Chloride (138mg) + Sodium Citrate (57.03mg) + Menthol (1.14mg) per 5 ml', pack: 150, mrp: 140, use: 'calm a cough with a tickle in the throat' },
  { brand: 'apex', name: 'Zincovit Tablet', sub: 'multivitamins', form: 'tablet', schedule: 'OTC', kind: 'supplement', composition: 'Multivitamin + Multimineral + Zinc (22mg) + Grape Seed Extract (25mg)', pack: 15, mrp: 110, use: 'make up for vitamins and minerals the diet lacks' },
  { brand: 'blue-cross', name: 'Meftal-Spas Tablet', sub: 'strong-pain', form: 'tablet', schedule: 'H', composition: 'Mefenamic Acid (250mg) + Dicyclomine (10mg)', pack: 10, mrp: 48, use: 'relieve period cramps and abdominal pain' },
  { brand: 'cipla', name: 'Norflox-TZ Tablet', sub: 'antibiotics', form: 'tablet', schedule: 'H', composition: 'Norfloxacin (400mg) + Tinidazole (600mg)', pack: 10, mrp: 98, use: 'treat diarrhoea and dysentery caused by infection' },
  { brand: 'medley', name: 'O2 Tablet', sub: 'antibiotics', form: 'tablet', schedule: 'H', composition: 'Ofloxacin (200mg) + Ornidazole (500mg)', pack: 10, mrp: 125, use: 'treat diarrhoea, dysentery and mixed infections' },
  { brand: 'jb-chemicals', name: 'Metrogyl 400 Tablet', sub: 'antibiotics', form: 'tablet', schedule: 'H', composition: 'Metronidazole (400mg)', pack: 15, mrp: 26, use: 'treat amoebic dysentery and infections of the gut, teeth and vagina' },
  { brand: 'sun-pharma', name: 'Mox 500 Capsule', sub: 'antibiotics', form: 'capsule', schedule: 'H', composition: 'Amoxicillin (500mg)', pack: 10, mrp: 95, use: 'treat ear, throat, chest and urinary infections' },
  { brand: 'sanofi', name: 'Avil 25 Tablet', sub: 'allergy', form: 'tablet', schedule: 'H', composition: 'Pheniramine (25mg)', pack: 15, mrp: 9, use: 'relieve itching, hives and allergic reactions' },
  { brand: 'win-medicare', name: 'Betadine 5% Ointment', sub: 'medicated-skin', form: 'cream', schedule: 'OTC', composition: 'Povidone Iodine (5% w/w)', pack: 20, mrp: 140, use: 'prevent infection of cuts, burns and wounds' },
];

/** Household names the catalogue held without their salts (consumer rows): id -> salt as printed. */
// biome-ignore format: one product per line
export const HOUSEHOLD_SALTS: [string, string][] = [
  ['prd_vicks-action-500-advanced', 'Paracetamol (500mg) + Phenylephrine (10mg) + Caffeine (30mg)'],
  ['prd_shelcal-500-tablets', 'Calcium Carbonate (1250mg) + Vitamin D3 (250IU)'],
  ['prd_uprise-d3-60k-capsules', 'Cholecalciferol (60000IU)'],
  ['prd_calcirol-sachet', 'Cholecalciferol (60000IU)'],
  ['prd_limcee-vitamin-c-chewable-tablets', 'Ascorbic Acid (500mg)'],
  ['prd_evion-400-capsules', 'Tocopheryl Acetate (400mg)'],
  ['prd_dulcolax-5-mg-tablets', 'Bisacodyl (5mg)'],
  ['prd_eno-fruit-salt-regular', 'Sodium Bicarbonate (2.32g) + Citric Acid (2.18g) + Sodium Carbonate (0.5g) per 5 g'],
  ['prd_strepsils-honey-and-lemon-lozenges', 'Amylmetacresol (0.6mg) + Dichlorobenzyl Alcohol (1.2mg)'],
  ['prd_otrivin-oxy-nasal-spray', 'Oxymetazoline (0.05% w/v)'],
  ['prd_nasivion-nasal-spray-0-05', 'Oxymetazoline (0.05% w/v)'],
  ['prd_electral-ors-powder', 'Sodium Chloride (2.6g) + Potassium Chloride (1.5g) + Sodium Citrate (2.9g) + Dextrose (13.5g) per litre'],
];

/** Haleon's products the catalogue listed under GSK (Haleon took over GSK's consumer health in 2022). */
const TO_HALEON = ['prd_eno-fruit-salt-regular', 'prd_otrivin-oxy-nasal-spray', 'prd_iodex-balm'];
const HALEON = 'Haleon India Pvt Ltd';

/**
 * The names Indian patients ask for most, each with the product a search for it should find first (its
 * salt as printed): the seed holds every one (test/search-queries.test.ts). Around forty.
 */
// biome-ignore format: one name per line
export const HOUSEHOLD_NAMES: { query: string; product: string; salt: string | null }[] = [
  { query: 'crocin', product: 'Crocin Advance 500 Tablet', salt: 'Paracetamol (500mg)' },
  { query: 'dolo 650', product: 'Dolo 650 Tablet', salt: 'Paracetamol (650mg)' },
  { query: 'calpol', product: 'Calpol 500 Tablet', salt: 'Paracetamol (500mg)' },
  { query: 'combiflam', product: 'Combiflam Tablet', salt: 'Ibuprofen (400mg) + Paracetamol (325mg)' },
  { query: 'saridon', product: 'Saridon Tablet', salt: 'Paracetamol (250mg) + Propyphenazone (150mg) + Caffeine (50mg)' },
  { query: 'disprin', product: 'Disprin Regular Tablet', salt: 'Aspirin (350mg)' },
  { query: 'pan 40', product: 'Pan 40 Tablet', salt: 'Pantoprazole (40mg)' },
  { query: 'pan d', product: 'Pan-D Capsule', salt: 'Pantoprazole (40mg) + Domperidone (30mg)' },
  { query: 'omez', product: 'Omez 20 Capsule', salt: 'Omeprazole (20mg)' },
  { query: 'shelcal', product: 'Shelcal 500 Tablets', salt: 'Calcium Carbonate (1250mg) + Vitamin D3 (250IU)' },
  { query: 'volini', product: 'Volini Gel', salt: 'Diclofenac Diethylamine (1.16% w/w)' },
  { query: 'vicks action 500', product: 'Vicks Action 500 Advanced', salt: 'Paracetamol (500mg) + Phenylephrine (10mg) + Caffeine (30mg)' },
  { query: 'sinarest', product: 'Sinarest New Tablet', salt: 'Paracetamol (500mg) + Phenylephrine (10mg) + Chlorpheniramine (2mg)' },
  { query: 'cheston cold', product: 'Cheston Cold Tablet', salt: 'Cetirizine (5mg) + Paracetamol (325mg) + Phenylephrine (10mg)' },
  { query: 'benadryl', product: 'Benadryl Cough Formula Syrup', salt: 'Diphenhydramine (14.08mg) + Ammonium Chloride (138mg) + Sodium Citrate (57.03mg) + Menthol (1.14mg) per 5 ml' },
  { query: 'ascoril ls', product: 'Ascoril LS Syrup', salt: 'Ambroxol (30mg) + Levosalbutamol (1mg) + Guaifenesin (50mg) per 5 ml' },
  { query: 'strepsils', product: 'Strepsils Honey & Lemon Lozenges', salt: 'Amylmetacresol (0.6mg) + Dichlorobenzyl Alcohol (1.2mg)' },
  { query: 'otrivin', product: 'Otrivin Oxy Nasal Spray', salt: 'Oxymetazoline (0.05% w/v)' },
  { query: 'allegra', product: 'Allegra 180 Tablet', salt: 'Fexofenadine (180mg)' },
  { query: 'okacet', product: 'Okacet 10 Tablet', salt: 'Cetirizine (10mg)' },
  { query: 'avil', product: 'Avil 25 Tablet', salt: 'Pheniramine (25mg)' },
  { query: 'montair lc', product: 'Montair-LC Tablet', salt: 'Montelukast (10mg) + Levocetirizine (5mg)' },
  { query: 'azithral', product: 'Azithral 500 Tablet', salt: 'Azithromycin (500mg)' },
  { query: 'augmentin', product: 'Augmentin Duo 625 Tablet', salt: 'Amoxicillin (500mg) + Clavulanic Acid (125mg)' },
  { query: 'mox 500', product: 'Mox 500 Capsule', salt: 'Amoxicillin (500mg)' },
  { query: 'meftal spas', product: 'Meftal-Spas Tablet', salt: 'Mefenamic Acid (250mg) + Dicyclomine (10mg)' },
  { query: 'norflox tz', product: 'Norflox-TZ Tablet', salt: 'Norfloxacin (400mg) + Tinidazole (600mg)' },
  { query: 'metrogyl', product: 'Metrogyl 400 Tablet', salt: 'Metronidazole (400mg)' },
  { query: 'eno', product: 'Eno Fruit Salt, Regular', salt: 'Sodium Bicarbonate (2.32g) + Citric Acid (2.18g) + Sodium Carbonate (0.5g) per 5 g' },
  { query: 'digene', product: 'Digene Tablets, Mint', salt: null },
  { query: 'electral', product: 'Electral ORS Powder', salt: 'Sodium Chloride (2.6g) + Potassium Chloride (1.5g) + Sodium Citrate (2.9g) + Dextrose (13.5g) per litre' },
  { query: 'zincovit', product: 'Zincovit Tablet', salt: 'Multivitamin + Multimineral + Zinc (22mg) + Grape Seed Extract (25mg)' },
  { query: 'limcee', product: 'Limcee Vitamin C Chewable Tablets', salt: 'Ascorbic Acid (500mg)' },
  { query: 'becosules', product: 'Becosules Capsules', salt: null },
  { query: 'neurobion forte', product: 'Neurobion Forte Tablets', salt: null },
  { query: 'betadine', product: 'Betadine 5% Ointment', salt: 'Povidone Iodine (5% w/w)' },
  { query: 'thyronorm 25', product: 'Thyronorm 25 Tablet', salt: 'Levothyroxine (25mcg)' },
  { query: 'telma 40', product: 'Telma 40 Tablet', salt: 'Telmisartan (40mg)' },
  { query: 'glycomet 500', product: 'Glycomet 500 Tablet', salt: 'Metformin (500mg)' },
  { query: 'ecosprin', product: 'Ecosprin 75 Tablet', salt: 'Aspirin (75mg)' },
];

const categoryOfSub = new Map(CATEGORIES.flatMap(([cat, , , , subs]) => subs.map(([sub]) => [sub, cat])));
const makerOf = new Map([...BRANDS, ...HOUSEHOLD_BRANDS].map((b) => [b[0], b[2]]));

export function buildHouseholdProducts(): ProductRow[] {
  const rand = seededRandom(7_2026);
  return HOUSEHOLD_PRODUCTS.map((h, i): ProductRow => {
    const [word, container, packUnit, howTo] = FORMS[h.form];
    const category = categoryOfSub.get(h.sub) ?? '';
    const manufacturer = makerOf.get(h.brand) ?? h.brand;
    const unit = packLabel(container, h.pack, packUnit);
    const strength = strengthOf(h.composition);
    const { offer, ...price } = pricing(rand, h.mrp, category, h.brand);
    const slug = slugify(h.name);
    return {
      id: `prd_${slug}`,
      slug,
      name: h.name,
      kind: h.kind ?? 'medicine',
      brandId: `brd_${h.brand}`,
      categoryId: `cat_${category}`,
      subcategoryId: `sub_${h.sub}`,
      saltComposition: h.composition,
      strength,
      form: word.toLowerCase(),
      manufacturer,
      packSize: h.pack,
      packUnit,
      unit,
      ...price,
      schedule: h.schedule,
      description: `${h.name} contains ${h.composition}. It is used to ${h.use}. ${SCHEDULE_NOTES[h.schedule]} Take it exactly as the label or your doctor advises.`,
      features: [
        `Contains ${h.composition}`,
        `Used to ${h.use}`,
        howTo,
        'Store below 30°C, away from light and moisture',
      ],
      ...medicineTextHi({
        name: h.name,
        composition: h.composition,
        use: h.use,
        schedule: h.schedule,
        form: h.form,
        closing: 'label',
      }),
      specifications: {
        'Salt composition': h.composition,
        ...(strength ? { Strength: strength } : {}),
        Form: word,
        'Pack size': unit,
        Manufacturer: manufacturer,
        Schedule: h.schedule === 'OTC' ? 'Over the counter' : `Schedule ${h.schedule}`,
        Storage: 'Below 30°C',
        'Country of origin': 'India',
      },
      attributes: {},
      colours: [],
      sizes: [],
      imageCount: 3,
      warrantyMonths: null,
      stock: 40 + Math.floor(rand() * 360),
      // Household names sell: among the best sellers of their shelf, in the order listed.
      totalSold: 4000 - i * 60 + Math.floor(rand() * 40),
      createdAt: new Date(CATALOGUE_START + Math.floor(rand() * 300) * DAY + (i % 24) * 3_600_000),
      badge: offer ? 'Special Offer' : null,
      isTop: false,
    };
  });
}

export const pharmacyHouseholdSeeder: Seeder = {
  domain: 'pharmacy-household',
  version: 1,
  async run(db: Db) {
    const first = (await db.select({ n: sql<number>`count(*)::int` }).from(brands))[0]?.n ?? 0;
    await db
      .insert(brands)
      .values(
        HOUSEHOLD_BRANDS.map(([slug, name, manufacturer, colour, isTop, description], i) => ({
          id: `brd_${slug}`,
          slug,
          name,
          manufacturer,
          colour,
          isTop,
          description,
          sortOrder: Number(first) + i + 1,
          createdAt: new Date('2025-06-01T00:00:00Z'),
        })),
      )
      .onConflictDoNothing();
    await insertChunked(buildHouseholdProducts(), (chunk) =>
      db.insert(products).values(chunk).onConflictDoNothing(),
    );
    for (const [id, salt] of HOUSEHOLD_SALTS) {
      await db
        .update(products)
        .set({ saltComposition: salt, strength: strengthOf(salt) })
        .where(eq(products.id, id));
    }
    for (const id of TO_HALEON) {
      await db
        .update(products)
        .set({
          brandId: 'brd_haleon',
          manufacturer: HALEON,
          specifications: sql`${products.specifications} || ${JSON.stringify({ Brand: 'Haleon', Manufacturer: HALEON })}::jsonb`,
        })
        .where(eq(products.id, id));
    }
  },
};
