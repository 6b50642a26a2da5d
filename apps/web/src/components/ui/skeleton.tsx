// A grey placeholder block while content loads (hidden from screen readers; the page says 'Loading...').
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}
