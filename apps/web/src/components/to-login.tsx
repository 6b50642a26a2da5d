// A redirect to /login that remembers the page left (`from`), unless the user signed out on purpose.
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';

/**
 * The state handed to <Navigate> stays the same object while the location does: built afresh in each
 * render, it re-ran Navigate's effect whenever the page re-rendered while /login's code loaded, each
 * navigation cancelled the one before, and a visitor sent from the call screen stayed on an empty page
 * (e2e/consultation-links.spec.ts, 'after a login for a visitor').
 */
export function ToLogin({ remember = true }: { remember?: boolean }) {
  const location = useLocation();
  const state = useMemo(() => (remember ? { from: location } : null), [remember, location]);
  return <Navigate to={paths.login} replace state={state} />;
}
