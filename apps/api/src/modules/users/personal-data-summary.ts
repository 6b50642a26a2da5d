// The personal-data export as a document a person can read (docs/product-rules.md#accounts-and-privacy):
// the same sections as the JSON download (exportUserData), each headed and described, each record as
// labelled lines — times in IST, amounts in rupees, the doctors, labs, clinics, products and family members
// it points at by name — as a PDF (lib/pdf-document.ts).
import { formatInr } from '@arogya/contracts/constants';
import { PersonalDataExport } from '@arogya/contracts/users';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics, doctors, familyMembers, labs, products } from '../../db/schema.ts';
import { type PdfLine, renderPdf } from '../../lib/pdf-document.ts';

type Export = Awaited<ReturnType<typeof import('./export-and-delete-account.ts').exportUserData>>;
type Row = Record<string, unknown>;

/** Fields that point at something with a name, and where the name is. */
const NAMED = {
  doctorId: { label: 'Doctor', table: doctors },
  labId: { label: 'Lab', table: labs },
  clinicId: { label: 'Clinic', table: clinics },
  productId: { label: 'Product', table: products },
  familyMemberId: { label: 'For', table: familyMembers },
} as const;
type NamedField = keyof typeof NAMED;

/** Fields that say nothing to a reader (internal keys; the account holder's own id on every row). */
const HIDDEN = new Set([
  'userId',
  'patientId',
  'subjectUserId',
  'bookingId',
  'orderId',
  'paymentId',
  'cardId',
]);

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'startsAt' → 'Starts at', 'amountPaise' → 'Amount'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && key.endsWith('Paise')) return formatInr(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_TIME.test(value)) return `${when.format(new Date(value))} IST`;
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object') ? value.join(', ') : null;
  if (typeof value === 'object') {
    const parts = Object.entries(value as Row)
      .map(([k, v]) => [k, valueText(k, v)] as const)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => `${fieldLabel(k)} ${v}`);
    return parts.length ? parts.join(', ') : null;
  }
  return String(value);
}

async function namesOf(db: Db, data: Export): Promise<Map<string, string>> {
  const ids: Record<NamedField, Set<string>> = {
    doctorId: new Set(),
    labId: new Set(),
    clinicId: new Set(),
    productId: new Set(),
    familyMemberId: new Set(),
  };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Row)) {
        if (k in ids && typeof v === 'string') ids[k as NamedField].add(v);
        else visit(v);
      }
    }
  };
  visit(data);
  const names = new Map<string, string>();
  await Promise.all(
    (Object.keys(NAMED) as NamedField[]).map(async (field) => {
      const wanted = [...ids[field]];
      if (wanted.length === 0) return;
      const table = NAMED[field].table;
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, wanted));
      for (const r of rows) names.set(`${field}:${r.id}`, field === 'doctorId' ? `Dr. ${r.name}` : r.name);
    }),
  );
  return names;
}

function recordLines(row: Row, names: Map<string, string>, indent: number): PdfLine[] {
  const lines: PdfLine[] = [];
  const nested: [string, Row[]][] = [];
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
      nested.push([key, value as Row[]]);
      continue;
    }
    if (key in NAMED && typeof value === 'string') {
      const named = NAMED[key as NamedField];
      lines.push({ text: `${named.label}: ${names.get(`${key}:${value}`) ?? value}`, indent });
      continue;
    }
    const text = valueText(key, value);
    if (text !== null)
      lines.push({ text: `${key === 'id' ? 'Reference' : fieldLabel(key)}: ${text}`, indent });
  }
  for (const [key, items] of nested) {
    lines.push({ text: `${fieldLabel(key)} (${items.length})`, bold: true, indent, gapBefore: 2 });
    items.forEach((item, i) => {
      lines.push(
        ...recordLines(item, names, indent + 12).map((l, j) =>
          j === 0 && i > 0 ? { ...l, gapBefore: 3 } : l,
        ),
      );
    });
  }
  return lines;
}

/** The export's sections in the contract's order, with the description the contract gives each. */
const SECTIONS = Object.entries(PersonalDataExport.shape)
  .filter(([key]) => !['exportedAt', 'account', 'sessions'].includes(key))
  .map(([key, schema]) => ({ key, description: schema.description ?? '' }));

export async function personalDataSummaryPdf(db: Db, data: Export): Promise<Buffer> {
  const names = await namesOf(db, data);
  const a = data.account;
  const lines: PdfLine[] = [
    { text: 'Arogya: the information we hold about you', size: 18, bold: true },
    {
      text: `Prepared on ${when.format(new Date(data.exportedAt))} IST for ${a.name}`,
      size: 10,
      gapBefore: 4,
    },
    {
      text: 'The same information as the JSON download ("Download my data"), arranged to read. Uploaded files (prescriptions, lab reports) are not included; download them from their pages.',
      size: 9,
    },
    { text: 'Account', size: 13, bold: true, gapBefore: 14 },
    { text: `Name: ${a.name}` },
    { text: `E-mail: ${a.email}` },
    { text: `Mobile: ${a.phone}` },
    { text: `Roles: ${a.roles.join(', ')}` },
    { text: `Account created: ${valueText('createdAt', a.createdAt)}` },
    {
      text: `Consent to the privacy notice (version ${a.privacyNoticeVersion}): ${valueText('consentAt', a.consentAt)}`,
    },
    { text: `Sign-ins (${data.sessions.length})`, size: 13, bold: true, gapBefore: 14 },
    ...data.sessions.map((s) => ({
      text: `${valueText('createdAt', s.createdAt)}${s.userAgent ? ` · ${s.userAgent}` : ''}${s.revokedAt ? ' · signed out' : ''}`,
      size: 9,
    })),
  ];
  for (const { key, description } of SECTIONS) {
    const rows = (data as unknown as Record<string, Row[]>)[key] ?? [];
    lines.push({ text: `${description} (${rows.length})`, size: 13, bold: true, gapBefore: 14 });
    if (rows.length === 0) lines.push({ text: 'None.', size: 9 });
    rows.forEach((row, i) => {
      lines.push(
        ...recordLines(row, names, 0).map((l, j) => (j === 0 && i > 0 ? { ...l, gapBefore: 8 } : l)),
      );
    });
  }
  return renderPdf(lines, `Arogya: your data (${a.name})`);
}
