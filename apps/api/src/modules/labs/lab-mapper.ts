// Picks the contract's fields from lab rows (packages/contracts/src/labs.ts); a row is never sent as is.

import {
  LAB_BOOKING_STATUS_LABELS,
  LAB_CATEGORY_LABELS,
  LAB_RESULT_FLAG_LABELS,
  type Lab,
  type LabBooking,
  type LabBookingStatus,
  type LabCategorySlug,
  type LabItemSummary,
  type LabParameter,
  type LabResultFlag,
  type ReferenceRange,
  type SampleType,
} from '@arogya/contracts/labs';
import type { PaymentSummary } from '@arogya/contracts/payments';
import { zonedParts } from '../../lib/zoned-time.ts';
import type { LabBookingEventRow, LabBookingItemNamed, LabBookingRow } from './lab-bookings.repository.ts';
import { changeDeadline, changeRefusal, displayStatusOf, reportStatusOf, slotEnd } from './lab-rules.ts';
import type { LabItemRow, LabRow, ParameterRow, PinPrice, RangeRowDb } from './labs.repository.ts';

const rupees = (paise: number) => paise / 100;

/**
 * A card. Without a pin code its price is the lowest across every partner lab; with one (`at`), the lowest
 * among the labs collecting at it, or the MRP with no lab there (labCount 0): a 'from' price a visitor
 * cannot book is not shown as theirs (docs/product-rules.md#lab-tests).
 */
export function mapItemSummary(
  r: LabItemRow,
  at?: { pinCode: string; price: PinPrice | undefined },
): LabItemSummary {
  const price = at ? (at.price?.pricePaise ?? r.mrpPaise) : (r.fromPricePaise ?? r.mrpPaise);
  return {
    id: r.id,
    slug: r.slug,
    code: r.code,
    type: r.type as 'test' | 'package',
    name: r.name,
    nameHi: r.nameHi,
    aliases: r.aliases,
    aliasesHi: r.aliasesHi,
    category: {
      slug: r.category as LabCategorySlug,
      label: LAB_CATEGORY_LABELS[r.category as LabCategorySlug],
    },
    summary: r.summary,
    summaryHi: r.summaryHi,
    sampleTypes: r.sampleTypes as SampleType[],
    fastingHours: r.fastingHours,
    fastingRequired: r.fastingHours > 0,
    preparation: r.preparation,
    turnaroundHours: r.turnaroundHours,
    discountPrice: rupees(price),
    price: rupees(price),
    originalPrice: rupees(r.mrpPaise),
    discountPricePaise: price,
    originalPricePaise: r.mrpPaise,
    discount: Math.floor(((r.mrpPaise - price) * 100) / r.mrpPaise),
    parameterCount: r.parameterCount,
    testCount: r.testCount,
    labCount: at ? (at.price?.labCount ?? 0) : r.labCount,
    pinCode: at?.pinCode ?? null,
    popular: r.popular,
  };
}

export function mapRange(r: RangeRowDb): ReferenceRange {
  return {
    sex: (r.sex as 'male' | 'female' | null) ?? null,
    ageMinYears: r.ageMinYears,
    ageMaxYears: r.ageMaxYears,
    low: r.low,
    high: r.high,
    criticalLow: r.criticalLow,
    criticalHigh: r.criticalHigh,
    text: r.text,
    textHi: r.textHi,
  };
}

export function mapParameter(p: ParameterRow, ranges: RangeRowDb[]): LabParameter {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    nameHi: p.nameHi,
    unit: p.unit,
    valueType: p.valueType as 'numeric' | 'text',
    normalText: p.normalText,
    normalTextHi: p.normalTextHi,
    referenceRanges: ranges.filter((r) => r.parameterId === p.id).map(mapRange),
  };
}

export function mapLab(r: LabRow): Lab {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nablNumber: r.nablNumber,
    address: r.address,
    city: r.city,
    state: r.state,
    pinCode: r.pinCode,
    phone: r.phone,
    testCount: r.menuCount,
    pinCodeCount: r.pinCount,
    reportsDelivered: r.reportsDelivered,
  };
}

export const flagLabel = (flag: string | null) =>
  flag ? LAB_RESULT_FLAG_LABELS[flag as LabResultFlag] : null;

export function mapBooking(
  b: LabBookingRow,
  items: LabBookingItemNamed[],
  events: LabBookingEventRow[],
  lab: LabRow,
  now: Date,
  reportUrl: (id: string) => string,
  payment: PaymentSummary | null = null,
): LabBooking {
  const status = b.status as LabBookingStatus;
  const reportStatus = reportStatusOf(status);
  return {
    id: b.id,
    orderNumber: b.orderNumber,
    status,
    statusLabel: LAB_BOOKING_STATUS_LABELS[status],
    displayStatus: displayStatusOf(status),
    createdAt: b.createdAt.toISOString(),
    date: zonedParts(b.createdAt).date,
    patient: {
      for: b.patientFor as 'self' | 'other',
      name: b.patientName,
      age: b.patientAge,
      sex: b.patientSex as 'male' | 'female',
    },
    lab: { id: lab.id, name: lab.name, nablNumber: lab.nablNumber, phone: lab.phone, address: lab.address },
    address: b.address,
    scheduledDate: b.date,
    slot: { start: b.slot, end: slotEnd(b.slot) },
    slotStartsAt: b.slotStartsAt.toISOString(),
    items: items.map((i) => ({
      id: String(i.id),
      itemId: i.itemId,
      slug: i.slug,
      code: i.code,
      name: i.name,
      nameHi: i.nameHi,
      type: 'labtest' as const,
      kind: i.kind as 'test' | 'package',
      price: rupees(i.pricePaise),
      pricePaise: i.pricePaise,
      mrpPaise: i.mrpPaise,
      tests: i.testCount,
      reportStatus,
      scheduledDate: b.date,
    })),
    itemCount: items.length,
    subtotalPaise: b.subtotalPaise,
    mrpTotalPaise: b.mrpTotalPaise,
    savingsPaise: b.mrpTotalPaise - b.subtotalPaise,
    cardBenefits:
      b.cardDiscountPaise > 0 ? [{ label: 'Health card savings', paise: b.cardDiscountPaise }] : [],
    familyMemberId: b.familyMemberId,
    totalPaise: b.totalPaise,
    total: rupees(b.totalPaise),
    paymentMethod: b.paymentMethod as LabBooking['paymentMethod'],
    paymentStatus: b.paymentStatus as LabBooking['paymentStatus'],
    payment,
    fastingHours: b.fastingHours,
    preparation: b.preparation,
    preparationHi: b.preparationHi,
    phlebotomist:
      b.phlebotomistName && b.phlebotomistPhone
        ? { name: b.phlebotomistName, phone: b.phlebotomistPhone }
        : null,
    sampleBarcode: b.sampleBarcode,
    sampleCollectedAt: b.sampleCollectedAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    cancelledBy: (b.cancelledBy as LabBooking['cancelledBy']) ?? null,
    changeDeadline: changeDeadline(b.slotStartsAt).toISOString(),
    canCancel: changeRefusal(b, now, 'cancel') === null,
    canReschedule: changeRefusal(b, now, 'reschedule') === null,
    rescheduleCount: b.rescheduleCount,
    reportStatus,
    reportReadyAt: b.reportReadyAt?.toISOString() ?? null,
    reportFile:
      b.reportFileKey && b.reportUploadedAt
        ? {
            url: reportUrl(b.id),
            fileName: b.reportFileName ?? 'report.pdf',
            sizeBytes: b.reportSizeBytes ?? 0,
            uploadedAt: b.reportUploadedAt.toISOString(),
          }
        : null,
    timeline: events.map((e) => ({
      status: e.status as LabBookingStatus,
      label: LAB_BOOKING_STATUS_LABELS[e.status as LabBookingStatus] ?? e.status,
      at: e.at.toISOString(),
      note: e.note,
    })),
  };
}

export const reportFileUrl = (id: string) => `/api/v1/labs/bookings/${id}/report/file`;
