// The users module's share of the app context (lib/context.ts `AppServices`): the one users repository
// of the process, whose session cache (PGlite) every write through it keeps exact.
import type { createUsersRepository } from './users.repository.ts';

declare module '../../lib/context.ts' {
  interface AppServices {
    users: ReturnType<typeof createUsersRepository>;
  }
}
