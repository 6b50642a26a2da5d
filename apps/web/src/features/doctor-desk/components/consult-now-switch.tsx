// 'Available for instant consultations' on the doctor's desk (consult now, docs/product-rules.md#consult-now):
// the switch, what it is doing, why it went off, and why it cannot be turned on now. Requests ring on any page
// of the desk while it is on (consult-offer-ring.tsx).
import { Trans } from '@lingui/react/macro';
import ZapIcon from 'lucide-react/icons/zap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePresence } from '../api/get-presence.ts';
import { useSetPresence } from '../api/set-presence.ts';
import { cannotTurnOnText, presenceText } from '../presence-text.ts';

export function ConsultNowSwitch() {
  const presence = usePresence();
  const set = useSetPresence();
  // A doctor whose specialty has no consult now, or a profile still loading: nothing to switch.
  if (!presence.data) return null;
  const p = presence.data;
  const on = set.isPending ? set.variables : p.available;
  const disabled = set.isPending || (!p.available && !p.canTurnOn);
  return (
    <section
      aria-labelledby="consult-now-switch"
      data-testid="consult-now-switch"
      className={`mt-4 rounded-2xl border p-4 ${p.available ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <ZapIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-800" />
        <div className="min-w-0 flex-1 basis-60">
          <h2 id="consult-now-switch" className="font-semibold text-slate-900">
            <Trans>Consult now</Trans>
          </h2>
          <p className="text-sm text-slate-800" role="status">
            {presenceText(p)}
          </p>
          {!p.available && p.cannotTurnOnReason ? (
            <p className="mt-1 text-sm text-amber-900">{cannotTurnOnText(p.cannotTurnOnReason)}</p>
          ) : null}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="consult-now-label"
          disabled={disabled}
          onClick={() => set.mutate(!p.available)}
          className="ml-9 flex items-center gap-2 disabled:cursor-not-allowed disabled:opacity-60 sm:ml-0"
        >
          <span id="consult-now-label" className="text-sm font-medium text-slate-900">
            <Trans>Available for instant consultations</Trans>
          </span>
          <span
            aria-hidden="true"
            className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${on ? 'bg-green-700' : 'bg-slate-400'}`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </span>
        </button>
      </div>
      {set.isError ? (
        <div className="mt-3">
          <FormAlert message={errorMessage(set.error)} />
        </div>
      ) : null}
    </section>
  );
}
