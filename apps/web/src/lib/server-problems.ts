// Field errors from an API refusal for forms kept in plain state (the admin console's dialogs): each field
// shows the server's message for it until the user edits that field, then it clears; the next refusal
// brings fresh messages. (Forms on react-hook-form use lib/form-errors.ts instead.)
//
// The server writes the contracts' English in a refusal's details; a Hindi page shows their Hindi through the
// same map as the react-hook-form forms (validation-messages.ts), an English page the exact English. Only
// admin code (lazy route chunks) imports this module, so that map stays out of the home page's start-up code.
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from './api-client.ts';

// The map comes in by a dynamic import, begun as this module arrives: a static one would add the map's chunk
// to each admin route's preload list, which the start-up code carries (e2e/bundle-budget.spec.ts counts it).
// A refusal comes back long after; should it come first, its messages show as sent until the map is in.
type FormErrors = typeof import('./form-errors.ts');
const mapModule: Promise<FormErrors> = import('./form-errors.ts');
let map: FormErrors | null = null;
void mapModule.then((loaded) => {
  map = loaded;
});

export type ServerProblems = {
  /** The server's message for a field, in the page's language, unless the field was edited since the refusal. */
  problem: (field: string) => string | undefined;
  /** Marks a field edited: its message clears. */
  edited: (field: string) => void;
  /** The message for the form as a whole: null when there is no error, or when every detail sits on one of
   * the form's `fields` (the inline messages say it all). On a Hindi page, the refusal's by its code. */
  formMessage: (fields: Iterable<string>) => string | null;
};

/** `fieldOf` maps a detail's field path (e.g. `schedule.0.start`) to the form's field name. */
export function useServerProblems(
  error: unknown,
  fieldOf: (path: string) => string = (p) => p,
): ServerProblems {
  const [state, setState] = useState<{ source: unknown; edited: ReadonlySet<string> }>({
    source: error,
    edited: new Set(),
  });
  const [, setMapIn] = useState(0);
  const refused = error instanceof ApiError && error.details.length > 0;
  // A refusal renders again once the map and the Hindi of its messages (the 'validation' catalog) are in.
  useEffect(() => {
    if (!refused) return;
    let live = true;
    void mapModule
      .then((loaded) => loaded.validationMessagesReady())
      .then(() => live && setMapIn((n) => n + 1));
    return () => {
      live = false;
    };
  }, [refused]);
  const edited = state.source === error ? state.edited : new Set<string>();
  const problems = new Map<string, string>();
  if (error instanceof ApiError) {
    for (const d of error.details) {
      const field = fieldOf(d.field);
      if (!problems.has(field)) problems.set(field, d.message);
    }
  }
  return {
    problem: (field) => {
      const message = edited.has(field) ? undefined : problems.get(field);
      if (message === undefined) return undefined;
      return map ? map.localizeValidationMessage(message) : message;
    },
    edited: (field) => {
      if (!problems.has(field) || edited.has(field)) return;
      setState({ source: error, edited: new Set([...edited, field]) });
    },
    formMessage: (fields) => {
      if (!error) return null;
      if (error instanceof ApiError && error.details.length > 0) {
        const shown = new Set(fields);
        if (error.details.every((d) => shown.has(fieldOf(d.field)))) return null;
      }
      return errorMessage(error);
    },
  };
}
