// Ready: 'Ready to Connect' with the call type and whom the call is with (a name, never an internal id),
// the doctor's name and registration, the one-time teleconsultation consent, and 'Start Video Call' / 'Start Audio Call' and 'Back'.

import { Trans, useLingui } from '@lingui/react/macro';
import PhoneIcon from 'lucide-react/icons/phone';
import VideoIcon from 'lucide-react/icons/video';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { VideoCallDoctor } from '../../../lib/video-call-link.ts';
import { type CallMessage, callText } from '../call-text.ts';
import { CallDoctorCard } from './call-doctor-card.tsx';

type Props = {
  typeLabel: string;
  callType: string | undefined;
  /** Whom the call is with, by name: the doctor for a patient, the patient for a doctor. */
  withName: string;
  doctor: VideoCallDoctor | null;
  notice: CallMessage | null;
  /** Whether this user can start a call here (a patient); a doctor only sees the notice and Back. */
  canStart: boolean;
  startBlocked?: boolean;
  pending?: boolean;
  /** What the start button says while pending (default 'Starting...'). */
  pendingLabel?: string;
  /** What the start button says when it also takes money (default 'Start Video Call' / 'Start Audio Call'). */
  startLabel?: string;
  error?: string | null;
  onStart: () => void;
  onBack: () => void;
  children?: ReactNode;
  extraActions?: ReactNode;
};

export function CallReady(props: Props) {
  const { t } = useLingui();
  const audio = props.callType === 'audio';
  const Icon = audio ? PhoneIcon : VideoIcon;
  return (
    <section
      aria-labelledby="call-ready-title"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 id="call-ready-title" className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Ready to Connect</Trans>
      </h1>
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div className="flex justify-center gap-1.5">
          <dt className="font-medium">
            <Trans>Call type:</Trans>
          </dt>
          <dd data-testid="call-type">{props.typeLabel}</dd>
        </div>
        <div className="flex justify-center gap-1.5">
          <dt className="font-medium">
            <Trans>With:</Trans>
          </dt>
          <dd data-testid="call-with">{props.withName}</dd>
        </div>
      </dl>
      {props.doctor ? (
        <div className="mt-4">
          <CallDoctorCard doctor={props.doctor} />
        </div>
      ) : null}
      {props.notice ? (
        <div className="mt-4" data-testid="call-notice">
          <FormAlert tone="success" message={callText(props.notice)} />
        </div>
      ) : null}
      {props.children}
      {props.error ? (
        <div className="mt-4">
          <FormAlert message={props.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={props.onBack}>
          <Trans>Back</Trans>
        </Button>
        {props.extraActions}
        {props.canStart ? (
          <Button
            onClick={props.onStart}
            disabled={props.startBlocked}
            pending={props.pending}
            pendingLabel={props.pendingLabel ?? t`Starting...`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {props.startLabel ?? (audio ? t`Start Audio Call` : t`Start Video Call`)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
