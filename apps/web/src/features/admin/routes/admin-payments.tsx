// /admin/payments (admins only): online payments newest first, found by our reference (ORD-…, LAB-…) or
// Razorpay's ids, status and kind, a page at a time from the server; a completed payment can be refunded in
// full or in part, once, with a reason (audited; the patient sees it on their order, booking or appointment)
// (docs/screens.md#admin-console, docs/product-rules.md#payments).

import { formatIndianNumber, formatInr } from '@arogya/contracts/constants';
import {
  type AdminPayment,
  PAYABLE_KINDS,
  PAYMENT_STATUSES,
  type PayableKind,
  type PaymentStatus,
  StaffRefundRequest,
} from '@arogya/contracts/payments';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminPayments, useStaffRefund } from '../api/list-payments.ts';
import { ConsoleShell } from '../components/console-shell.tsx';

const KIND_LABELS = localizedLabels<PayableKind>({
  medicine_order: msg`Medicine order`,
  health_card: msg`Health card`,
  lab_booking: msg`Lab booking`,
  appointment: msg`Consultation`,
  consult_request: msg`Consult now`,
});
const STATUS_LABELS = localizedLabels<PaymentStatus>({
  created: msg`Started`,
  authorized: msg`Authorised`,
  captured: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  refused: msg`Refused (wrong amount)`,
});
const REFUND_LABELS = localizedLabels({
  pending: msg`initiated`,
  processed: msg`processed`,
  failed: msg`failed`,
});

function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t } = useLingui();
  const refund = useStaffRefund(payment.id);
  const payer = payment.payer.name;
  const paid = formatInr(payment.amountPaise);
  const paymentId = payment.providerPaymentId;
  const refunded = formatInr(payment.refundedPaise);
  const left = formatInr(payment.refundablePaise);
  const [rupees, setRupees] = useState(String(payment.refundablePaise / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const submit = () => {
    const paise = Math.round(Number(rupees) * 100);
    const parsed = StaffRefundRequest.safeParse({ amountPaise: Number.isFinite(paise) ? paise : -1, reason });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'amountPaise') next.amount ??= t`Enter an amount of at least ₹1`;
        // In the page's language: the contract's messages (StaffRefundRequest) are the API's English.
        if (issue.path[0] === 'reason')
          next.reason ??=
            issue.code === 'too_big'
              ? t`Keep the reason to 300 characters`
              : t`Say why (at least 3 characters)`;
      }
    } else if (parsed.data.amountPaise > payment.refundablePaise) {
      const most = formatInr(payment.refundablePaise);
      next.amount = t`At most ${most}`;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    refund.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Dialog title={t`Refund ${payment.reference}`} onClose={onClose} busy={refund.isPending}>
      <p className="text-sm text-slate-700">
        {payment.refundedPaise > 0
          ? t`${payer} paid ${paid} (${paymentId}), of which ${refunded} is refunded already: at most ${left} is left.`
          : t`${payer} paid ${paid} (${paymentId}).`}{' '}
        <Trans>
          The refund goes back through Razorpay to the original method and is written to the audit log.
        </Trans>
      </p>
      <div className="mt-4 space-y-3">
        <TextField
          label={t`Amount (₹)`}
          inputMode="decimal"
          value={rupees}
          onChange={(e) => setRupees(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t`Reason`}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        <FormAlert message={refund.isError ? errorMessage(refund.error) : null} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
          <Trans>Keep payment</Trans>
        </Button>
        <Button variant="danger" pending={refund.isPending} pendingLabel={t`Refunding...`} onClick={submit}>
          <Trans>Refund</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

function PaymentRow({ payment: p, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {p.reference} · {formatInr(p.amountPaise)}
        </p>
        <p className="wrap-anywhere text-sm text-slate-700">
          {KIND_LABELS[p.kind]} · {p.payer.name}
          {p.payer.email ? ` (${p.payer.email})` : ''}
        </p>
        <p className="wrap-anywhere text-xs text-slate-600">
          {formatDateTime(p.createdAt)}
          {p.method ? ` · ${p.method}` : ''}
          {p.providerPaymentId ? ` · ${p.providerPaymentId}` : ''}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={p.status === 'captured' ? 'brand' : p.status === 'failed' ? 'slate' : 'blue'}>
            {STATUS_LABELS[p.status]}
          </Badge>
          {p.refund ? (
            <span className={p.refund.status === 'failed' ? 'text-red-700' : 'text-slate-800'}>
              <Trans>
                Refund of {formatInr(p.refund.amountPaise)} {REFUND_LABELS[p.refund.status]}
              </Trans>
              {p.refund.reason === 'staff' ? ` ${t`(by staff)`}` : ''}
            </span>
          ) : null}
          {p.refundedPaise > 0 && p.refund && p.refundedPaise !== p.refund.amountPaise ? (
            <span className="text-slate-700">
              <Trans>
                · {formatInr(p.refundedPaise)} of {formatInr(p.amountPaise)} refunded in all
              </Trans>
            </span>
          ) : null}
        </p>
      </div>
      {p.canRefund ? (
        <Button variant="secondary" size="sm" onClick={onRefund} aria-label={t`Refund ${p.reference}`}>
          <Trans>Refund</Trans>
        </Button>
      ) : null}
    </li>
  );
}

export default function AdminPaymentsPage() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [kind, setKind] = useState<PayableKind | ''>('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const payments = useAdminPayments({ q, status, kind, page });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const list = payments.data?.result ?? [];

  return (
    <ConsoleShell title={t`Payments`} intro={t`Online payments through Razorpay, and refunds by staff.`}>
      <search className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <TextField
          label={t`Search payments`}
          type="search"
          placeholder={t`ORD-…, LAB-… or a Razorpay id`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t`Any status`}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`For`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PayableKind | '');
            setPage(1);
          }}
        >
          <option value="">{t`Anything`}</option>
          {PAYABLE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
      </search>
      <h2 className="sr-only">
        <Trans>Payments</Trans>
      </h2>
      <div className="mt-4" aria-busy={payments.isFetching || undefined}>
        {payments.isPending ? (
          <LoadingNote label={t`Loading payments...`} />
        ) : payments.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Payments could not be loaded`}
            message={errorMessage(payments.error)}
            onRetry={() => void payments.refetch()}
          />
        ) : list.length === 0 ? (
          q || status || kind ? (
            <EmptyState headingLevel={3} title={t`No payments match`}>
              <Trans>Try part of the order or booking number, or another status.</Trans>
            </EmptyState>
          ) : (
            // No filter set: nothing has been paid online yet (a fresh database), not a search to widen.
            <EmptyState headingLevel={3} title={t`No online payments yet`}>
              <Trans>
                Payments made through Razorpay for orders, lab bookings, consultations and health cards are
                listed here.
              </Trans>
            </EmptyState>
          )
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">
              {/* Above 1,000 the server counts no further (docs/product-rules.md#catalogue-counts). */}
              {payments.data?.pagination.totalIsEstimate ? (
                t`${formatIndianNumber(payments.data.pagination.total)}+ payments`
              ) : (
                <Plural value={payments.data?.pagination.total ?? 0} one="# payment" other="# payments" />
              )}
            </p>
            <ul className="space-y-3">
              {list.map((p) => (
                <PaymentRow key={p.id} payment={p} onRefund={() => setRefunding(p)} />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                page={page}
                totalPages={payments.data?.pagination.totalPages ?? 1}
                more={payments.data?.pagination.totalIsEstimate}
                onPage={setPage}
                label={t`Payment pages`}
              />
            </div>
          </>
        )}
      </div>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </ConsoleShell>
  );
}
