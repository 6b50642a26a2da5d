// Where ScrollRestoration keeps a page's scroll position. React Router gives the first page of every full
// load the same key ('default'), so a fresh load of one page would jump to where an earlier fresh load of
// another page was left; those first pages are keyed by their path instead.
import type { Location } from 'react-router';

export function scrollKey(location: Location): string {
  return location.key === 'default' ? `path:${location.pathname}${location.search}` : location.key;
}
