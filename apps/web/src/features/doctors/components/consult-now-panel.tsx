// A specialty's consult-now offer on its page (and on a symptom search read as that specialty): the instant
// fee and the way in, in the page's first HTML when the specialty's fee came with it; how many of its doctors
// are online now (live) once the page has hydrated. Shown only for a specialty offered for consult now.
import { CONSULT_REFUND_MINUTES, formatInr } from '@arogya/contracts/constants';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import ZapIcon from 'lucide-react/icons/zap';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { consultNowPath } from '../../../config/paths.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { useConsultSpecialties } from '../api/list-consult-specialties.ts';

export function onlineCountText(n: number, specialty: string): string {
  const i18n = displayI18n();
  if (n === 0) return i18n._(msg`No ${specialty} doctor is free right now.`);
  return i18n._(
    msg`${plural(n, { one: `# ${specialty} doctor online now.`, other: `# ${specialty} doctors online now.` })}`,
  );
}

export function ConsultNowPanel({
  specialty,
  symptom,
}: {
  /** The fee when the page already has it (the specialties list); else it comes with the live figures. */
  specialty: {
    id: string;
    slug?: string;
    name: string;
    nameHi?: string | null;
    instantFeePaise?: number | null;
  };
  /** From a symptom search: consult now opens on the symptom, saying which specialty it is read as. */
  symptom?: string;
}) {
  const list = useConsultSpecialties();
  const live = list.data?.specialties.find((s) => s.id === specialty.id);
  const feePaise = specialty.instantFeePaise ?? live?.feePaise ?? null;
  if (feePaise === null) return null;
  const slug = specialty.slug ?? live?.slug ?? specialty.id;
  const name = localName(specialty);
  const fee = formatInr(feePaise);
  const refundMinutes = list.data?.refundMinutes ?? CONSULT_REFUND_MINUTES;
  return (
    <section
      aria-labelledby="consult-now-title"
      data-testid="consult-now-panel"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center"
    >
      <ZapIcon aria-hidden="true" className="size-6 shrink-0 text-green-800" />
      <div className="flex-1">
        <h2 id="consult-now-title" className="font-semibold text-slate-900">
          <Trans>Consult now · {fee}</Trans>
        </h2>
        <p className="text-sm text-slate-800">
          <Trans>
            The first available {name} doctor joins you by video, usually within minutes; if nobody does in{' '}
            {refundMinutes} minutes you are refunded in full.
          </Trans>
        </p>
        <p className="mt-1 min-h-5 text-sm font-semibold text-green-900" data-testid="online-count">
          {live ? onlineCountText(live.onlineNow, name) : null}
        </p>
      </div>
      <Link to={consultNowPath({ specialty: slug, symptom })} className={buttonClass('primary')}>
        <Trans>Consult now</Trans>
      </Link>
    </section>
  );
}
