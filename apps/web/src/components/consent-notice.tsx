// The teleconsultation consent of the Telemedicine Practice Guidelines (2020), shown once: before a
// patient's first video or audio consultation. Ticking the box and pressing Start records it. The points are
// the API's (GET /api/v1/calls/consent): those of the version in packages/contracts/src/calls.ts are shown in
// the page's language, any other as sent.
import { TELECONSULTATION_CONSENT_POINTS } from '@arogya/contracts/calls';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** TELECONSULTATION_CONSENT_POINTS, in the same order, as messages. */
const POINT_MESSAGES = [
  msg`I am consulting a registered medical practitioner over video or audio, which has limits: the doctor cannot examine me physically and may ask me to visit a clinic.`,
  msg`I will share my health information truthfully; the doctor may rely on it to advise me and to write a prescription.`,
  msg`The consultation is not recorded. A record of the call (who, when, how long) and any prescription are kept in my Arogya account.`,
  msg`This is not for emergencies. In an emergency I will call 112 or 108.`,
];

export function ConsentNotice({
  points,
  checked,
  onChange,
  callType,
}: {
  points: string[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  callType: string;
}) {
  const { t } = useLingui();
  const pointText = (point: string) => {
    const message = POINT_MESSAGES[(TELECONSULTATION_CONSENT_POINTS as readonly string[]).indexOf(point)];
    return message ? t(message) : point;
  };
  return (
    <fieldset
      className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left"
      data-testid="consent-notice"
    >
      <legend className="px-1 text-sm font-semibold text-amber-900">
        <Trans>Teleconsultation consent</Trans>
      </legend>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-800">
        {points.map((p) => (
          <li key={p}>{pointText(p)}</li>
        ))}
      </ul>
      <label className="mt-3 flex items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        {callType === 'audio' ? (
          <Trans>I agree to consult the doctor by audio call on these terms.</Trans>
        ) : (
          <Trans>I agree to consult the doctor by video call on these terms.</Trans>
        )}
      </label>
    </fieldset>
  );
}
