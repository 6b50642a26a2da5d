// /consult-now (signed in): choose a specialty, or come with one (?specialty=) or with a symptom that maps to
// one (?symptom=, from the search); then who it is for, the problem, the fee and paying. The first available
// doctor of the specialty is offered it (docs/product-rules.md#consult-now, docs/screens.md#consult-now).
import { CONSULT_REFUND_MINUTES } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useConsultSpecialties } from '../api/list-consult-specialties.ts';
import { ConsultForm } from '../components/consult-form.tsx';
import { SpecialtyPicker } from '../components/specialty-picker.tsx';

export default function ConsultNowPage() {
  const { t } = useLingui();
  usePageTitle(t`Consult now`);
  const [params] = useSearchParams();
  const asked = {
    specialty: params.get('specialty') ?? undefined,
    symptom: params.get('symptom') ?? undefined,
  };
  const list = useConsultSpecialties(asked);
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? list.data?.matched ?? null;
  const chosen = list.data?.specialties.find((s) => s.id === chosenId) ?? null;
  const refundMinutes = list.data?.refundMinutes ?? CONSULT_REFUND_MINUTES;
  const symptom = list.data?.symptom ?? asked.symptom;
  const matched = list.data?.specialties.find((s) => s.id === list.data?.matched);
  const matchedName = matched ? localName(matched) : '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Consult now</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        <Trans>
          The first available doctor of the specialty joins you by video, usually within minutes. If no doctor
          accepts within {refundMinutes} minutes, you are refunded in full automatically.
        </Trans>
      </p>
      {asked.symptom && list.data ? (
        <p
          className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900"
          data-testid="symptom-note"
        >
          {list.data.matched
            ? t`For “${symptom}”: ${matchedName}. You may choose another.`
            : t`We could not match “${symptom}” to a specialty offered now: please choose one.`}
        </p>
      ) : null}
      <div className="mt-6">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <ErrorState
            title={t`Specialties could not be loaded`}
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <SpecialtyPicker specialties={list.data.specialties} value={chosenId} onChange={setPicked} />
        )}
      </div>
      {chosen ? <ConsultForm key={chosen.id} specialty={chosen} refundMinutes={refundMinutes} /> : null}
    </div>
  );
}
