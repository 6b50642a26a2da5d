// How the SMS and WhatsApp adapters call their provider's HTTP API and read what came back: a bounded wait,
// the answer's JSON (or its text), and which failures a later try may pass. A failure of the network or of
// the provider (5xx, timeouts, rate limits) is a plain Error, retried by the runner; a refusal no retry can
// change is a PermanentSendError, decided by each adapter from the provider's own error codes.

/** How long one call to a provider may take before it counts as unanswered (and is retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderAnswer = { status: number; body: unknown };

export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new Error(`${provider} did not answer: ${(err as Error).message}`, { cause: err });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    throw new Error(`${provider}'s answer was cut off: ${(err as Error).message}`, { cause: err });
  }
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page, say): kept as text for the error message.
  }
  return { status: response.status, body: parsed };
}

/** Statuses a later try may pass: the provider's own failures, timeouts, work in progress and rate limits. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 409 || status === 425 || status === 429;
}

/** At most `max` characters of a provider's answer, for an error message and the admin's message log. */
export function excerpt(body: unknown, max = 300): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** E.164 (+ and 8 to 15 digits) to the digits alone, as MSG91 and the Cloud API take a number. */
export function e164Digits(to: string): string | null {
  return /^\+[1-9]\d{7,14}$/.test(to) ? to.slice(1) : null;
}
