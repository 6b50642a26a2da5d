// A query string from plain values: undefined, null and '' are left out, so URLs stay short and shareable.
// Takes unknown values because the contracts' query schemas coerce their input (z.coerce gives unknown).
export function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' ? value === '' : typeof value !== 'number' && typeof value !== 'boolean')
      continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
