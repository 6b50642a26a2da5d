// The /login navigation state that brings a signed-out visitor back to where they were going (the page
// login reads it with features/users/redirect-target.ts), for links to pages that are not guarded.
export type LoginReturnState = { from: { pathname: string; search: string; hash: string } };

export function loginReturnState(href: string): LoginReturnState {
  const url = new URL(href, 'http://arogya.invalid');
  return { from: { pathname: url.pathname, search: url.search, hash: url.hash } };
}
