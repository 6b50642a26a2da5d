// The teleconsultation consent of the Telemedicine Practice Guidelines (2020), shown once: before a
// patient's first video or audio consultation. Ticking the box and pressing Start records it.
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
  return (
    <fieldset
      className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left"
      data-testid="consent-notice"
    >
      <legend className="px-1 text-sm font-semibold text-amber-900">Teleconsultation consent</legend>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-800">
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <label className="mt-3 flex items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        I agree to consult the doctor by {callType === 'audio' ? 'audio' : 'video'} call on these terms.
      </label>
    </fieldset>
  );
}
