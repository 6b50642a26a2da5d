// The message catalogs a route may load and the locales they come in (catalogs.ts loads them, catalog-loaders.ts
// reads them), kept apart so neither imports the other.
export type CatalogName =
  | 'app'
  | 'head'
  | 'home'
  | 'policies'
  | 'shared'
  | 'doctors'
  | 'appointments'
  | 'pharmacy'
  | 'cart'
  | 'orders'
  | 'prescriptions'
  | 'labs'
  | 'health-card'
  | 'family'
  | 'articles'
  | 'help'
  | 'notifications'
  | 'users'
  | 'consult-now'
  | 'calls'
  | 'doctor-desk'
  | 'receptionist'
  | 'lab-desk'
  | 'pharmacist'
  | 'admin'
  | 'errors'
  | 'payments'
  | 'validation';

/** A locale messages are shown in: a language of the site, or the pseudo-locale of the i18n check. */
export type MessageLocale = 'en' | 'hi' | 'pseudo';
