// India-size catalogue for measurements (docs/bench.md#india-size): grows a migrated and seeded database to
// ~254,000 medicines, 50,000 doctors, 5,000 lab tests and packages and 500 labs by varying the seed's own rows, in set-based SQL (INSERT ... SELECT over
// generate_series). Deterministic: every "random" choice is a hash of the row number (hashint8), so two runs
// give the same catalogue on either engine. Rows carry ids starting 'scale-' so they are easy to tell apart.
// Skew is real-world: products lean to the first categories (a few huge ones), brands follow a long tail.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';

export type ScaleOptions = { products: number; doctors: number; labItems: number; labs: number };

/** A uniform number in [0, 1) from a row number and a salt: the same on every run and engine. */
const RAND = sql.raw(`
create or replace function pg_temp.scale_rand(g bigint, k int) returns float8
language sql immutable as $$ select (hashint8(g * 1009 + k) & 2147483647)::float8 / 2147483648.0 $$`);

/** Trade-name endings, as Indian brands are built ('Glyco' + 'met', 'Telma', 'Dolo'). */
const SUFFIXES = [
  'met',
  'cip',
  'dol',
  'zole',
  'rin',
  'xa',
  'vin',
  'tas',
  'mox',
  'lon',
  'pril',
  'flo',
  'gard',
  'cure',
  'max',
  'fix',
  'zen',
  'vit',
  'lin',
  'ox',
  'tab',
  'cal',
  'nac',
  'mol',
  'pan',
  'zid',
  'ter',
  'la',
  'ra',
  'dine',
];
const PREFIXES = ['', '', '', '', 'Neo ', 'Zy', 'Ultra ', 'Nu', 'Re', 'Ace', 'Tri', 'Bio'];
const COMPANY_WORDS = [
  'Lifesciences',
  'Pharma',
  'Healthcare',
  'Laboratories',
  'Remedies',
  'Biotech',
  'Formulations',
  'Drugs',
];
const COMPANY_ROOTS = [
  'Aarav',
  'Bharat',
  'Chandra',
  'Deccan',
  'Eastern',
  'Ganga',
  'Himalaya',
  'Indus',
  'Jeevan',
  'Kaveri',
  'Lakshmi',
  'Malabar',
  'Narmada',
  'Orchid',
  'Prakash',
  'Rudra',
  'Sahyadri',
  'Tapti',
  'Udaya',
  'Vindhya',
  'Yamuna',
  'Zenith',
  'Amrit',
  'Satpura',
  'Konkan',
  'Vedant',
  'Shivam',
  'Nilgiri',
  'Arihant',
  'Godavari',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function seedScale(db: Db, log: (msg: string) => void, opts: ScaleOptions): Promise<void> {
  const [{ n: existing } = { n: 0 }] = (
    (await db.execute(sql`select count(*)::int as n from products where id like 'scale-%'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (Number(existing) > 0) {
    log(`already at India size (${existing} scale products); nothing to do`);
    return;
  }
  await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    await tx.execute(RAND);
    await seedBrands(tx);
    log('brands');
    await seedProducts(tx, opts.products);
    log(`${opts.products} products`);
    await seedClinicsAndDoctors(tx, opts.doctors);
    log(`${opts.doctors} doctors with clinics and weekly hours`);
    await seedLabs(tx, opts.labItems, opts.labs);
    log(`${opts.labItems} lab tests and packages, ${opts.labs} labs with their menus`);
  });
  for (const table of [
    'brands',
    'products',
    'clinics',
    'doctors',
    'doctor_schedules',
    'lab_items',
    'lab_parameters',
    'lab_reference_ranges',
    'lab_package_tests',
    'lab_search_terms',
    'lab_item_terms',
    'labs',
    'lab_pin_codes',
    'lab_menu',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  log('vacuumed and analyzed');
}

/** 3,000 manufacturers: '<root><n> <word>' ('Kaveri 12 Remedies'), one brand each. */
async function seedBrands(tx: Db) {
  const roots = textArray(COMPANY_ROOTS);
  const words = textArray(COMPANY_WORDS);
  await tx.execute(sql`
    insert into brands (id, slug, name, description, manufacturer, colour, is_top, sort_order)
    select 'scale-b-' || g,
           'scale-' || lower(n.name_) || '-' || g,
           n.name_,
           n.name_ || ' makes generic and branded medicines sold across India.',
           n.name_ || ' Pvt Ltd',
           '#' || lpad(to_hex((hashint8(g) & 16777215)), 6, '0'),
           false,
           1000 + g
      from generate_series(1, 3000) g
      cross join lateral (
        select (${roots})[1 + (g % 30)] || ' ' || (${words})[1 + ((g / 30) % 8)] ||
               case when g > 240 then ' ' || (g / 240)::text else '' end as name_
      ) n`);
}

async function seedProducts(tx: Db, count: number) {
  const suffixes = textArray(SUFFIXES);
  const prefixes = textArray(PREFIXES);
  // Templates: the seed's products in category order, so a skewed pick makes the first categories huge.
  // Brands: the seed's and the generated ones, a skewed pick gives a long tail.
  await tx.execute(sql`
    create temp table scale_templates on commit drop as
    select row_number() over (order by c.sort_order, p.id) as rn, p.*
      from products p join pharmacy_categories c on c.id = p.category_id`);
  await tx.execute(sql`
    create temp table scale_brands on commit drop as
    select row_number() over (order by is_top desc, sort_order, id) as rn, id, manufacturer from brands`);
  await tx.execute(sql`
    insert into products (id, slug, name, kind, brand_id, category_id, subcategory_id, salt_composition,
      strength, form, manufacturer, pack_size, pack_unit, unit, mrp_paise, price_paise, schedule, stock, badge,
      description, features, specifications, attributes, colours, sizes, image_count, warranty_months, is_top,
      total_sold, rating_avg, review_count, created_at)
    select 'scale-p-' || g,
           lower(regexp_replace(nm.name_, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || g,
           nm.name_,
           t.kind, b.id, t.category_id, t.subcategory_id, t.salt_composition, t.strength, t.form,
           b.manufacturer, t.pack_size, t.pack_unit, t.unit,
           pr.mrp,
           greatest(1, (pr.mrp * (100 - pr.discount) / 100)),
           t.schedule,
           case when pg_temp.scale_rand(g, 5) < 0.08 then 0 else 1 + floor(pg_temp.scale_rand(g, 6) * 500)::int end,
           null,
           replace(t.description, t.name, nm.name_), t.features, t.specifications, t.attributes, t.colours, t.sizes, t.image_count,
           t.warranty_months, false,
           floor(power(pg_temp.scale_rand(g, 7), 4) * 20000)::int,
           null, 0,
           now() - make_interval(days => floor(pg_temp.scale_rand(g, 8) * 1100)::int)
      from generate_series(1, ${count}) g
      join scale_templates t
        on t.rn = 1 + floor(power(pg_temp.scale_rand(g, 1), 2) * (select count(*) from scale_templates))::int
      join scale_brands b
        on b.rn = 1 + floor(power(pg_temp.scale_rand(g, 2), 3) * (select count(*) from scale_brands))::int
      cross join lateral (
        select case
                 when t.kind = 'medicine' and t.salt_composition is not null then
                   (${prefixes})[1 + floor(pg_temp.scale_rand(g, 3) * 12)::int] ||
                   initcap(left(regexp_replace(coalesce(t.salt_composition, t.name), '[^a-zA-Z]', '', 'g'),
                                3 + (g % 3))) ||
                   (${suffixes})[1 + floor(pg_temp.scale_rand(g, 4) * 30)::int] ||
                   coalesce(' ' || substring(t.strength from '[0-9][0-9.]*'), '') ||
                   ' ' || initcap(coalesce(nullif(t.form, ''), 'tablet'))
                 else t.name || ' (' || split_part(b.manufacturer, ' ', 1) || ')'
               end as name_
      ) nm
      cross join lateral (
        select greatest(100, round(t.mrp_paise * (0.5 + pg_temp.scale_rand(g, 9))))::int as mrp,
               (array[0, 5, 10, 12, 15, 18, 20, 25, 30, 40])[1 + floor(pg_temp.scale_rand(g, 10) * 10)::int] as discount
      ) pr`);
}

async function seedClinicsAndDoctors(tx: Db, count: number) {
  // 400 clinics beside each seeded clinic (same city, area, state), then doctors modelled on the seeded
  // doctors (specialty, qualification, council and languages stay coherent), in a clinic of their city.
  await tx.execute(sql`
    create temp table scale_clinic_base on commit drop as
    select row_number() over (order by id) as rn, * from clinics where id not like 'scale-%'`);
  await tx.execute(sql`
    insert into clinics (id, name, address, area, city, state, pin_code, phone)
    select 'scale-c-' || c.rn || '-' || v,
           (array['Sanjeevani', 'Arogya', 'Shree', 'Lifeline', 'Care', 'Nirmal', 'Sparsh', 'Apollo Road',
                  'Dhanvantari', 'Sai'])[1 + (v % 10)] || ' ' ||
           (array['Clinic', 'Polyclinic', 'Medical Centre', 'Health Centre', 'Speciality Clinic'])[1 + ((v / 10) % 5)] ||
           ' ' || c.area || ' ' || (v / 50 + 1),
           (1 + v) || ', ' || c.address, c.area, c.city, c.state, c.pin_code,
           (6 + (v % 4))::text || lpad(((hashint8(c.rn * 1000 + v) & 2147483647) % 1000000000)::text, 9, '0')
      from scale_clinic_base c cross join generate_series(0, 399) v`);
  await tx.execute(sql`
    create temp table scale_doctor_base on commit drop as
    select row_number() over (order by d.id) as rn, d.*, cb.rn as clinic_rn
      from doctors d join scale_clinic_base cb on cb.id = d.clinic_id where d.id not like 'scale-%'`);
  await tx.execute(sql`
    insert into doctors (id, user_id, name, email, mobile, gender, dob, specialty_id, clinic_id, experience_years,
      fee_paise, qualification, education, experience_history, languages, registration_number,
      registration_council, consultation_types, about, booking_before_hours, rating_avg, review_count, created_at)
    select 'scale-d-' || g, null, nm.name_,
           'dr.' || lower(regexp_replace(nm.name_, '[^a-zA-Z]+', '.', 'g')) || '.' || g || '@clinics.example.in',
           (7 + (g % 3))::text || lpad(((hashint8(g) & 2147483647) % 1000000000)::text, 9, '0'),
           t.gender, t.dob, t.specialty_id,
           'scale-c-' || t.clinic_rn || '-' || floor(pg_temp.scale_rand(g, 12) * 400)::int,
           1 + floor(pg_temp.scale_rand(g, 13) * 35)::int,
           (300 + 50 * floor(power(pg_temp.scale_rand(g, 14), 2) * 35))::int * 100,
           t.qualification, t.education, t.experience_history, t.languages,
           'SC-' || lpad(g::text, 7, '0'), t.registration_council, t.consultation_types, t.about,
           t.booking_before_hours,
           case when pg_temp.scale_rand(g, 15) < 0.8 then round((3.2 + pg_temp.scale_rand(g, 16) * 1.8)::numeric, 2) end,
           case when pg_temp.scale_rand(g, 15) < 0.8 then 1 + floor(pg_temp.scale_rand(g, 17) * 400)::int else 0 end,
           now() - make_interval(days => floor(pg_temp.scale_rand(g, 18) * 1500)::int)
      from generate_series(1, ${count}) g
      join scale_doctor_base t
        on t.rn = 1 + floor(power(pg_temp.scale_rand(g, 11), 1.5) * (select count(*) from scale_doctor_base))::int
      join scale_doctor_base other on other.rn = 1 + (g * 7 % (select count(*) from scale_doctor_base))
      cross join lateral (
        select split_part(t.name, ' ', 1) || ' ' || split_part(other.name, ' ', 2) as name_
      ) nm`);
  // Monday to Saturday, one block a day: mornings, evenings or a full day.
  await tx.execute(sql`
    insert into doctor_schedules (doctor_id, weekday, start_minute, end_minute, slot_minutes)
    select d.id, w, h.s, h.e, (array[10, 15, 20, 30])[1 + (hashint8(d.seq) & 3)]
      from (select id, substr(id, 9)::bigint as seq from doctors where id like 'scale-d-%') d
      cross join generate_series(1, 6) w
      cross join lateral (
        select (array[540, 600, 1020, 540])[1 + (d.seq % 4)]::smallint as s,
               (array[780, 840, 1260, 1020])[1 + (d.seq % 4)]::smallint as e
      ) h
     where w <> 1 + (d.seq % 6) or d.seq % 3 <> 0`);
}

/** How the generated tests differ from the seed's: the method, the sample or the panel they belong to. */
const LAB_VARIANTS = [
  'by CLIA',
  'by HPLC',
  'by ELISA',
  'Ultra-sensitive',
  'Fasting',
  'Random',
  'Post-prandial',
  'Screen',
  'Quantitative',
  'Qualitative',
  'Serum',
  'Plasma',
  'Urine',
  'Advanced',
  'Basic',
  'Comprehensive',
];
const LAB_ROOTS = [
  'Aarogya',
  'Lifeline',
  'Suraksha',
  'Metro',
  'Neuberg',
  'Krsnaa',
  'Vijaya',
  'Lucid',
  'Medall',
  'Anand',
  'Sanjeevani',
  'Healthians',
  'Redcliffe',
  'Orange',
  'Pathkind',
  'Tata',
  'Core',
  'Dhanvantari',
  'Sparsh',
  'Nirmal',
];
const LAB_WORDS = ['Diagnostics', 'Pathology Lab', 'Labs', 'Diagnostic Centre', 'Clinical Laboratory'];

/**
 * 5,000 tests and packages modelled on the seed's (category, sample, fasting, turnaround, parameters with
 * their reference ranges, a package's tests), popularity on a long tail; 500 labs in the seeded labs'
 * cities and pin codes; menus skewed as real chains are (a few labs offer thousands of items, most a few
 * hundred), priced 50-95% of MRP; then each item's 'from' price and lab count, as the lab desk keeps them.
 */
async function seedLabs(tx: Db, itemCount: number, labCount: number) {
  const variants = textArray(LAB_VARIANTS);
  const roots = textArray(LAB_ROOTS);
  const words = textArray(LAB_WORDS);
  await tx.execute(sql`
    create temp table scale_lab_templates on commit drop as
    select row_number() over (order by popularity desc, id) as rn, i.*
      from lab_items i where id not like 'scale-%'`);
  // Which seeded item each generated one is modelled on (popular ones more often).
  await tx.execute(sql`
    create temp table scale_lab_map on commit drop as
    select g, 'scale-li-' || g as id, t.id as template_id
      from generate_series(1, ${itemCount}) g
      join scale_lab_templates t
        on t.rn = 1 + floor(power(pg_temp.scale_rand(g, 41), 1.5) * (select count(*) from scale_lab_templates))::int`);
  await tx.execute(sql`
    insert into lab_items (id, type, code, slug, name, aliases, aliases_hi, search_text, category, summary, summary_hi,
      description, description_hi, why_taken, why_taken_hi, sample_types, fasting_hours, preparation, preparation_hi,
      turnaround_hours, mrp_paise, parameter_count, test_count, popular, popularity, faqs, faqs_hi, created_at)
    select m.id, t.type, 'SC' || lpad(m.g::text, 6, '0'),
           t.slug || '-' || lower(regexp_replace(v.variant, '[^a-zA-Z]+', '-', 'g')) || '-' || m.g,
           nm.name_, t.aliases, t.aliases_hi, lower(nm.name_) || ' | ' || t.search_text, t.category, t.summary,
           t.summary_hi, t.description, t.description_hi, t.why_taken, t.why_taken_hi, t.sample_types,
           t.fasting_hours, t.preparation, t.preparation_hi, t.turnaround_hours + (m.g % 3) * 12,
           greatest(9900, round(t.mrp_paise * (0.6 + pg_temp.scale_rand(m.g, 42) * 0.9) / 100) * 100)::int,
           t.parameter_count, t.test_count, false,
           floor(power(pg_temp.scale_rand(m.g, 43), 5) * 5000)::int, t.faqs, t.faqs_hi,
           now() - make_interval(days => floor(pg_temp.scale_rand(m.g, 44) * 900)::int)
      from scale_lab_map m
      join lab_items t on t.id = m.template_id
      cross join lateral (
        select (${variants})[1 + floor(pg_temp.scale_rand(m.g, 45) * ${LAB_VARIANTS.length})::int] as variant
      ) v
      cross join lateral (
        select t.name || ' ' || v.variant ||
               case when m.g > ${LAB_VARIANTS.length * 40} then ' ' || (1 + m.g % 97)::text else '' end as name_
      ) nm`);
  // A generated test's parameters and reference ranges are its template's; a package holds its template's tests.
  await tx.execute(sql`
    insert into lab_parameters (id, test_id, code, name, name_hi, unit, value_type, normal_text, normal_text_hi,
      sort_order)
    select 'scale-lp-' || m.g || '-' || p.sort_order || '-' || p.code, m.id, p.code, p.name, p.name_hi, p.unit,
           p.value_type, p.normal_text, p.normal_text_hi, p.sort_order
      from scale_lab_map m
      join lab_parameters p on p.test_id = m.template_id`);
  await tx.execute(sql`
    insert into lab_reference_ranges (parameter_id, sex, age_min_years, age_max_years, low, high,
      critical_low, critical_high, text, text_hi)
    select np.id, r.sex, r.age_min_years, r.age_max_years, r.low, r.high, r.critical_low, r.critical_high, r.text,
           r.text_hi
      from scale_lab_map m
      join lab_parameters np on np.test_id = m.id
      join lab_parameters tp on tp.test_id = m.template_id and tp.code = np.code and tp.sort_order = np.sort_order
      join lab_reference_ranges r on r.parameter_id = tp.id`);
  await tx.execute(sql`
    insert into lab_package_tests (package_id, test_id, sort_order)
    select m.id, pt.test_id, pt.sort_order
      from scale_lab_map m
      join lab_package_tests pt on pt.package_id = m.template_id`);
  await tx.execute(sql`
    create temp table scale_lab_base on commit drop as
    select row_number() over (order by id) as rn, * from labs where id not like 'scale-%'`);
  await tx.execute(sql`
    insert into labs (id, slug, name, nabl_number, address, city, state, pin_code, phone, rating,
      collection_capacity_per_slot, reports_delivered)
    select 'scale-lab-' || g, 'scale-lab-' || g,
           (${roots})[1 + (g % ${LAB_ROOTS.length})] || ' ' || (${words})[1 + ((g / ${LAB_ROOTS.length}) % ${LAB_WORDS.length})] ||
             ' ' || b.city || ' ' || (1 + g / 100),
           'MC-S' || lpad(g::text, 5, '0'), (1 + g % 200) || ', ' || b.address, b.city, b.state, b.pin_code,
           (6 + (g % 4))::text || lpad(((hashint8(g * 31) & 2147483647) % 1000000000)::text, 9, '0'),
           round((3.5 + pg_temp.scale_rand(g, 51) * 1.5)::numeric, 1),
           2 + floor(pg_temp.scale_rand(g, 52) * 10)::int,
           floor(power(pg_temp.scale_rand(g, 53), 3) * 200000)::int
      from generate_series(1, ${labCount}) g
      join scale_lab_base b on b.rn = 1 + (g % (select count(*) from scale_lab_base))`);
  await tx.execute(sql`
    insert into lab_pin_codes (lab_id, pin_code)
    select l.id, pc.pin_code
      from labs l
      join scale_lab_base b on b.rn = 1 + (substr(l.id, 11)::int % (select count(*) from scale_lab_base))
      join lab_pin_codes pc on pc.lab_id = b.id
     where l.id like 'scale-lab-%'`);
  // Menus: a lab's share of the catalogue is skewed (power 3): most labs a few hundred items, a few thousands.
  await tx.execute(sql`
    create temp table scale_lab_items on commit drop as
    select row_number() over (order by id) as rn, id, mrp_paise from lab_items`);
  await tx.execute(sql`
    insert into lab_menu (lab_id, item_id, price_paise, active)
    select l.id, i.id,
           greatest(100, round(i.mrp_paise * (0.5 + pg_temp.scale_rand(l.seq * 100000 + i.rn, 62) * 0.45) / 100) * 100)::int,
           true
      from (select id, substr(id, 11)::bigint as seq,
                   0.03 + power(pg_temp.scale_rand(substr(id, 11)::bigint, 61), 3) * 0.6 as share
              from labs where id like 'scale-lab-%') l
      cross join scale_lab_items i
     where pg_temp.scale_rand(l.seq * 100000 + i.rn, 63) < l.share`);
  await tx.execute(sql`
    update lab_items i
       set from_price_paise = m.min_price, lab_count = m.n
      from (select item_id, min(price_paise) as min_price, count(*)::int as n
              from lab_menu where active group by item_id) m
     where m.item_id = i.id`);
}
