// Specialties as links to their consultation page, with how many doctors practise each and, for those offered
// for consult now, how many are online now (live, after hydration).
import type { Specialty } from '@arogya/contracts/doctors';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SpecialtyIcon } from '../../../components/doctors/specialty-icon.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { consultationPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { countText } from '../../../lib/policy-text.ts';
import { useConsultSpecialties } from '../api/list-consult-specialties.ts';
import { useSpecialties } from '../api/list-specialties.ts';

export function SpecialtyGrid({ limit }: { limit?: number }) {
  const { t } = useLingui();
  const specialties = useSpecialties();
  const consult = useConsultSpecialties();
  if (specialties.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-28 rounded-xl min-[480px]:h-20" />
        ))}
      </div>
    );
  }
  if (specialties.isError) {
    return (
      <ErrorState
        title={t`Specialties could not be loaded`}
        message={errorMessage(specialties.error)}
        onRetry={() => void specialties.refetch()}
        headingLevel={3}
      />
    );
  }
  const list = limit ? specialties.data.slice(0, limit) : specialties.data;
  const online = new Map((consult.data?.specialties ?? []).map((c) => [c.id, c.onlineNow]));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {list.map((s) => (
        <li key={s.id}>
          <SpecialtyLink specialty={s} online={online.get(s.id)} />
        </li>
      ))}
    </ul>
  );
}

function SpecialtyLink({ specialty, online }: { specialty: Specialty; online: number | undefined }) {
  const { t } = useLingui();
  const n = specialty.doctorCount;
  return (
    <Link
      to={consultationPath(specialty.slug)}
      className="flex h-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-700 hover:bg-brand-50 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
        <SpecialtyIcon name={specialty.icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {localName(specialty)}
        </span>
        <span className="block text-xs text-slate-600">{countText(n, 'doctor')}</span>
        {online ? (
          <span className="block text-xs font-semibold text-green-800" data-testid="specialty-online">
            {t`${online} online now`}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
