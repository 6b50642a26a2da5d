// A determinate progress bar (e.g. an upload), announced as a progressbar with its percentage.
export function ProgressBar({
  value,
  label,
  tone = 'brand',
}: {
  value: number;
  label: string;
  tone?: 'brand' | 'red';
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${tone === 'red' ? 'bg-red-700' : 'bg-brand-700'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
