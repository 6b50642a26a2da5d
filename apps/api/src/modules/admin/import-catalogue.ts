// CSV imports of the medicine catalogue and the lab test menu (docs/product-rules.md#catalogue-imports).
// Every row is checked first (missing fields, bad schedule, negative or zero price, price above MRP, bad
// numbers, unknown brand or category, duplicates in the file or already in the catalogue) and every
// rejected row is listed with its reasons, in the words of packages/contracts/src/catalogue-import-problems.ts
// (which the admin's page shows in Hindi). A file that cannot be read as a whole (not CSV text, too large,
// empty, no rows, a column missing or unknown, too many rows) is refused with a 400 whose details carry the
// refusal's code from the same module. The rule: all or nothing. When any row is rejected nothing is
// applied; when every row is good all of them are applied in one transaction. A dry run only reports.
import { randomUUID } from 'node:crypto';
import {
  type ImportReport,
  LAB_TEST_CSV_COLUMNS,
  LAB_TEST_CSV_OPTIONAL,
  LabTestImportNames,
  MEDICINE_CSV_COLUMNS,
  MEDICINE_CSV_OPTIONAL,
  MedicineImportHindi,
  PRODUCT_SCHEDULES,
} from '@arogya/contracts/admin';
import {
  csvTextRefusal,
  type FileRefusal,
  fileRefusalDetails,
  fileRefusalMessage,
  IMPORT_MAX_ROWS,
  ROW_PROBLEMS as P,
  rowProblem,
} from '@arogya/contracts/catalogue-import-problems';
import { LAB_CATEGORIES, type LabCategorySlug, SAMPLE_TYPES } from '@arogya/contracts/labs';
import { AppError } from '../../lib/app-error.ts';
import type { NewLabItem, NewProduct } from './admin-catalogue.repository.ts';
import type { AdminDeps } from './admin-deps.ts';
import { type CsvRecord, parseCsv } from './csv.ts';

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Rupees as typed in a sheet ('120', '120.5', '120.50') to paise; undefined when not such a number. */
export function rupeesToPaise(text: string): number | undefined {
  if (!/^-?\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

const wholeNumber = (text: string) => (/^-?\d{1,9}$/.test(text) ? Number(text) : undefined);

type Checked<T> = { line: number; name: string; errors: string[]; row?: T };

/** A whole file refused: a 400 whose details carry the refusal's code and what it names. */
function refuseFile(refusal: FileRefusal): AppError {
  return AppError.invalid(fileRefusalMessage(refusal), fileRefusalDetails(refusal));
}

function readRecords(csv: string, columns: readonly string[], required: readonly string[]): CsvRecord[] {
  const { headers, records } = parseCsv(csv);
  const missing = required.filter((c) => !headers.includes(c));
  if (missing.length > 0) throw refuseFile({ code: 'missing_columns', columns: missing, expected: columns });
  if (records.length === 0) throw refuseFile({ code: 'no_rows' });
  if (records.length > IMPORT_MAX_ROWS) throw refuseFile({ code: 'too_many_rows', limit: IMPORT_MAX_ROWS });
  return records;
}

/** The file's text as a whole (not text, too long, empty), before its columns and rows are read. */
function refuseUnreadable(csv: string): void {
  const refusal = csvTextRefusal(csv);
  if (refusal) throw refuseFile(refusal);
}

function missingFields(values: Record<string, string>, required: readonly string[]): string[] {
  return required.filter((c) => !values[c]).map((c) => rowProblem.missing(c));
}

function report<T>(checked: Checked<T>[], applied: number): ImportReport {
  return {
    total: checked.length,
    applied,
    rejected: checked
      .filter((c) => c.errors.length > 0)
      .map(({ line, name, errors }) => ({ line, name, errors })),
  };
}

const MEDICINE_REQUIRED = MEDICINE_CSV_COLUMNS.filter((c) => !MEDICINE_CSV_OPTIONAL.includes(c));

/** A medicine row's Hindi, or the problems with it, each named by its column. */
function medicineHindiOf(values: Record<string, string>): { hindi?: MedicineImportHindi; errors: string[] } {
  const parsed = MedicineImportHindi.safeParse({ description_hi: values.description_hi ?? '' });
  if (parsed.success) return { hindi: parsed.data, errors: [] };
  return {
    errors: [...new Set(parsed.error.issues.map((i) => rowProblem.inColumn(String(i.path[0]), i.message)))],
  };
}

export async function importMedicines(deps: AdminDeps, csv: string, dryRun: boolean): Promise<ImportReport> {
  refuseUnreadable(csv);
  const records = readRecords(csv, MEDICINE_CSV_COLUMNS, MEDICINE_REQUIRED);
  const refs = await deps.catalogue.productRefs();
  const brandOf = new Map<string, string>();
  for (const b of refs.brands) for (const k of [b.id, b.slug, b.name.toLowerCase()]) brandOf.set(k, b.id);
  const categoryOf = new Map<string, string>();
  for (const c of refs.categories) for (const k of [c.id, c.slug]) categoryOf.set(k, c.id);
  const subcategoryOf = new Map<string, { id: string; categoryId: string }>();
  for (const s of refs.subcategories) for (const k of [s.id, s.slug]) subcategoryOf.set(k, s);
  const slugs = records.map((r) => slugify(r.values.name ?? ''));
  const existing = await deps.catalogue.existingProductSlugs(slugs.filter(Boolean));
  const firstLine = new Map<string, number>();

  const checked: Checked<NewProduct>[] = records.map((record, i) => {
    const v = record.values;
    const errors = missingFields(v, MEDICINE_REQUIRED);
    const slug = slugs[i] ?? '';
    if (v.name && !slug) errors.push(P.nameWithoutLetters);
    if (slug) {
      const seen = firstLine.get(slug);
      if (seen !== undefined) errors.push(rowProblem.duplicateOfLine(seen));
      else firstLine.set(slug, record.line);
      if (existing.has(slug)) errors.push(P.alreadyInCatalogue);
    }
    if (v.schedule && !(PRODUCT_SCHEDULES as readonly string[]).includes(v.schedule.toUpperCase())) {
      errors.push(P.unknownSchedule);
    }
    const mrp = v.mrp ? rupeesToPaise(v.mrp) : undefined;
    const price = v.price ? rupeesToPaise(v.price) : undefined;
    if (v.mrp && mrp === undefined) errors.push(P.mrpNotRupees);
    if (v.price && price === undefined) errors.push(P.priceNotRupees);
    if (mrp !== undefined && mrp <= 0) errors.push(mrp < 0 ? P.mrpNegative : P.mrpZero);
    if (price !== undefined && price <= 0) errors.push(price < 0 ? P.priceNegative : P.priceZero);
    if (mrp !== undefined && price !== undefined && price > mrp && price > 0) errors.push(P.priceAboveMrp);
    const stock = v.stock ? wholeNumber(v.stock) : undefined;
    if (v.stock && (stock === undefined || stock < 0)) errors.push(P.badStock);
    const packSize = v.pack_size ? wholeNumber(v.pack_size) : undefined;
    if (v.pack_size && (packSize === undefined || packSize <= 0)) errors.push(P.badPackSize);
    const brandId = v.brand ? (brandOf.get(v.brand) ?? brandOf.get(v.brand.toLowerCase())) : undefined;
    if (v.brand && !brandId) errors.push(rowProblem.unknownBrand(v.brand));
    const categoryId = v.category ? categoryOf.get(v.category) : undefined;
    if (v.category && !categoryId) errors.push(rowProblem.unknownCategory(v.category));
    const sub = v.subcategory ? subcategoryOf.get(v.subcategory) : undefined;
    if (v.subcategory && !sub) errors.push(rowProblem.unknownSubcategory(v.subcategory));
    if (sub && categoryId && sub.categoryId !== categoryId) errors.push(P.subcategoryElsewhere);
    const { hindi, errors: hindiErrors } = medicineHindiOf(v);
    errors.push(...hindiErrors);
    const name = v.name ?? '';
    if (
      errors.length > 0 ||
      !hindi ||
      !brandId ||
      !categoryId ||
      !sub ||
      mrp === undefined ||
      price === undefined
    ) {
      return { line: record.line, name, errors };
    }
    return {
      line: record.line,
      name,
      errors,
      row: {
        id: `prd_${randomUUID()}`,
        slug,
        name,
        kind: 'medicine',
        brandId,
        categoryId,
        subcategoryId: sub.id,
        saltComposition: v.salt_composition || null,
        strength: v.strength || null,
        form: v.form || null,
        manufacturer: v.manufacturer ?? '',
        packSize: packSize ?? 1,
        packUnit: v.pack_unit ?? '',
        unit: v.unit ?? '',
        mrpPaise: mrp,
        pricePaise: price,
        schedule: (v.schedule ?? 'OTC').toUpperCase(),
        stock: stock ?? 0,
        description: v.description ?? '',
        descriptionHi: hindi.description_hi,
        specifications: {},
        colours: [],
      },
    };
  });

  const good = checked.flatMap((c) => (c.row ? [c.row] : []));
  if (dryRun || good.length !== checked.length) return report(checked, 0);
  await deps.catalogue.insertProducts(good);
  // Imported products of a category or brand on offer sell at the offer's price at once.
  const now = new Date();
  for (const offer of await deps.offers.list()) {
    if (offer.retiredAt || offer.validFrom > now || offer.validUntil <= now) continue;
    const touched = good.some((r) => r.categoryId === offer.categoryId || r.brandId === offer.brandId);
    if (touched) {
      await deps.offers.applyPrices(
        offer.categoryId ? { categoryId: offer.categoryId } : { brandId: offer.brandId ?? '' },
        now,
      );
    }
  }
  return report(checked, good.length);
}

const LAB_REQUIRED = LAB_TEST_CSV_COLUMNS.filter((c) => !LAB_TEST_CSV_OPTIONAL.includes(c));

/**
 * A lab test file's columns must all be ones the import knows: a misspelt optional column ('alias_hi') would
 * otherwise be left out without a word, and the tests imported without their Hindi.
 */
function refuseUnknownColumns(csv: string): void {
  const { headers } = parseCsv(csv.slice(0, csv.search(/\r?\n/) + 1 || csv.length));
  const unknown = headers.filter((h) => h && !(LAB_TEST_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0) {
    throw refuseFile({ code: 'unknown_columns', columns: unknown, expected: LAB_TEST_CSV_COLUMNS });
  }
}

/** A row's other names and Hindi, or the problems with them, each named by its column. */
function namesOf(values: Record<string, string>): { names?: LabTestImportNames; errors: string[] } {
  const parsed = LabTestImportNames.safeParse({
    aliases: values.aliases ?? '',
    name_hi: values.name_hi ?? '',
    aliases_hi: values.aliases_hi ?? '',
  });
  if (parsed.success) return { names: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((issue) =>
    rowProblem.inColumn(String(issue.path[0]), issue.message),
  );
  return { errors: [...new Set(errors)] };
}

/** A lab category named by its slug ('vitamin') or its label ('Vitamins'), in any case. */
const LAB_CATEGORY_OF = new Map<string, LabCategorySlug>(
  LAB_CATEGORIES.flatMap((c) => [
    [c.slug.toLowerCase(), c.slug],
    [c.label.toLowerCase(), c.slug],
  ]),
);

export async function importLabTests(deps: AdminDeps, csv: string, dryRun: boolean): Promise<ImportReport> {
  refuseUnreadable(csv);
  refuseUnknownColumns(csv);
  const records = readRecords(csv, LAB_TEST_CSV_COLUMNS, LAB_REQUIRED);
  const codes = records.map((r) => (r.values.code ?? '').toUpperCase());
  const slugs = records.map((r) => slugify(r.values.name ?? ''));
  const existing = await deps.catalogue.existingLabKeys(codes.filter(Boolean), slugs.filter(Boolean));
  const firstLine = new Map<string, number>();

  const checked: Checked<NewLabItem>[] = records.map((record, i) => {
    const v = record.values;
    const errors = missingFields(v, LAB_REQUIRED);
    const code = codes[i] ?? '';
    const slug = slugs[i] ?? '';
    if (code && !/^[A-Z0-9-]{2,20}$/.test(code)) errors.push(P.badLabCode);
    for (const [key, label] of [
      [`code:${code}`, 'code'],
      [`slug:${slug}`, 'name'],
    ] as const) {
      if (key.endsWith(':')) continue;
      const seen = firstLine.get(key);
      if (seen !== undefined) errors.push(rowProblem.duplicateKeyOfLine(label, seen));
      else firstLine.set(key, record.line);
      if (existing.has(key)) errors.push(rowProblem.labTestExists(label));
    }
    const mrp = v.mrp ? rupeesToPaise(v.mrp) : undefined;
    if (v.mrp && mrp === undefined) errors.push(P.mrpNotRupees);
    if (mrp !== undefined && mrp <= 0) errors.push(mrp < 0 ? P.mrpNegative : P.mrpZero);
    const fasting = v.fasting_hours ? wholeNumber(v.fasting_hours) : 0;
    if (fasting === undefined || fasting < 0 || fasting > 16) errors.push(P.badFastingHours);
    const turnaround = v.turnaround_hours ? wholeNumber(v.turnaround_hours) : undefined;
    if (v.turnaround_hours && (turnaround === undefined || turnaround <= 0 || turnaround > 720)) {
      errors.push(P.badTurnaroundHours);
    }
    const category = LAB_CATEGORY_OF.get((v.category ?? '').trim().toLowerCase());
    if (v.category && !category) errors.push(rowProblem.unknownCategory(v.category));
    // The sample types the catalogue knows ('Blood' is blood): anything else would be stored and then
    // refused by every listing's answer schema.
    const samples = (v.sample_types ?? '')
      .split(';')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const unknownSamples = samples.filter((s) => !(SAMPLE_TYPES as readonly string[]).includes(s));
    if (samples.length === 0) errors.push(rowProblem.noSampleType(SAMPLE_TYPES));
    else if (unknownSamples.length > 0)
      errors.push(rowProblem.unknownSampleType(unknownSamples, SAMPLE_TYPES));
    const { names, errors: nameErrors } = namesOf(v);
    errors.push(...nameErrors);
    const name = v.name ?? '';
    if (
      !names ||
      errors.length > 0 ||
      mrp === undefined ||
      turnaround === undefined ||
      fasting === undefined ||
      !category
    ) {
      return { line: record.line, name, errors };
    }
    return {
      line: record.line,
      name,
      errors,
      row: {
        id: `lab_${randomUUID()}`,
        type: 'test',
        code,
        slug,
        name,
        nameHi: names.name_hi,
        aliases: names.aliases,
        aliasesHi: names.aliases_hi,
        // Found by its names in either language: a Devanagari search no synonym rewrites matches them here.
        searchText: [name, code, ...names.aliases, names.name_hi ?? '', ...(names.aliases_hi ?? [])]
          .filter(Boolean)
          .join(' | ')
          .toLowerCase(),
        category,
        summary: v.summary ?? '',
        description: v.description ?? '',
        whyTaken: v.why_taken ?? '',
        sampleTypes: samples,
        fastingHours: fasting,
        preparation: v.preparation ?? '',
        turnaroundHours: turnaround,
        mrpPaise: mrp,
      },
    };
  });

  const good = checked.flatMap((c) => (c.row ? [c.row] : []));
  if (dryRun || good.length !== checked.length) return report(checked, 0);
  await deps.catalogue.insertLabItems(good);
  return report(checked, good.length);
}
