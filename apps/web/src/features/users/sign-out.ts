// Logout (docs/screens.md#authentication-state): local state and stored session are cleared at once, whatever
// the server says; then cached answers are dropped and the token is revoked server-side. The request code and
// the query library load only now, to keep them out of the first download of every page.
import { readStoredToken, useAuthStore } from '../../lib/auth/auth-store.ts';

let signedOutOnPurpose = false;

/** True between a deliberate logout and the next sign-in page, so the guard does not remember the page left. */
export const wasSignedOutOnPurpose = () => signedOutOnPurpose;
export const clearSignedOutOnPurpose = () => {
  signedOutOnPurpose = false;
};

export async function signOut(): Promise<void> {
  signedOutOnPurpose = true;
  const token = useAuthStore.getState().token ?? readStoredToken();
  useAuthStore.getState().loggedOut();
  await Promise.all([
    import('../../lib/query-client.ts')
      .then(({ queryClient }) => queryClient.clear())
      .catch((error) => console.error('Could not clear cached data', error)),
    token
      ? import('./api/logout.ts')
          .then(({ logoutRequest }) => logoutRequest(token))
          .catch((error) => console.error('Logout request failed', error))
      : Promise.resolve(),
  ]);
}
