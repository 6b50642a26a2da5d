// The address's query as it is now. A router navigation renders in a transition, after the address has
// changed: a filter changed while the previous change is still rendering would otherwise start from the
// rendered (older) filters and drop the one just chosen (city, then sort at once: the city was lost).
// Event handlers read this; rendering reads the router's params.
export function currentSearchParams(rendered: URLSearchParams): URLSearchParams {
  return typeof window === 'undefined' ? rendered : new URLSearchParams(window.location.search);
}
