// A form-level message (e.g. the server's answer) announced as soon as it appears.
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string | null;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-800'
      : 'border-brand-300 bg-brand-50 text-brand-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${colours}`}
    >
      {message}
    </div>
  );
}
