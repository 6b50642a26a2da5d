// Shapes the export: dates as ISO text, and internal fields (storage keys, hashes) left out.
const INTERNAL_FIELDS = new Set(['fileKey', 'passwordHash', 'requestHash', 'avatarKey', 'reportFileKey']);

export function toExportable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toExportable);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!INTERNAL_FIELDS.has(k)) out[k] = toExportable(v);
    return out;
  }
  return value;
}
