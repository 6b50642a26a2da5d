// Build-time settings for the web app, read and checked in one place.
const rawApiUrl = import.meta.env.VITE_API_URL;

/** Origin of the API. Empty means same origin (the API serves the built app, and Vite proxies /api in dev). */
export const API_BASE_URL: string = typeof rawApiUrl === 'string' ? rawApiUrl.replace(/\/+$/, '') : '';
