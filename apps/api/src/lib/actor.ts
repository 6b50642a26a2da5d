// The signed-in person as an operation sees them: who they are, their roles, and what prefills a form, a
// payment or an audit row. Never the password hash, the consent record or any other column of the account:
// operations receive this, built once per request from the session (lib/auth.ts `currentUser`), and read
// the account itself through the users repository when they need more (docs/ARCHITECTURE.md#request-path-http-to-database-and-back).
import { type Language, languageOrDefault } from '@arogya/contracts/languages';

export type Actor = {
  readonly id: string;
  readonly roles: string[];
  readonly name: string;
  readonly email: string | null;
  readonly phone: string;
  /** The language the person reads Arogya in (users.language, 'en' or 'hi'): their documents print in it.
   * Absent or null: English (languageOrDefault). */
  readonly language?: Language | string | null;
};

export function toActor(user: Omit<Actor, 'language'> & { language?: string | null }): Actor {
  return {
    id: user.id,
    roles: user.roles,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: languageOrDefault(user.language),
  };
}
