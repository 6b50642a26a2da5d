// Idempotency-Key values for create requests (docs/product-rules.md#api-contract): one key per confirmation
// attempt, reused when the same request is sent again (a retry after a network failure or a double click),
// and a fresh one as soon as anything in the request changes (e.g. another slot after a 409).

/** A random UUID; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotencyKeeper = {
  /** The key for this request body: the previous one if the body is unchanged, else a new one. */
  keyFor: (body: unknown) => string;
  /** Forget the key (after a success: the next booking is a new attempt). */
  reset: () => void;
};

export function createIdempotencyKeeper(generate: () => string = newIdempotencyKey): IdempotencyKeeper {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: generate() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
