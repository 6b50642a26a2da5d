// Field errors from an API refusal for forms kept in plain state (the admin console's dialogs): each field
// shows the server's message for it until the user edits that field, then it clears; the next refusal
// brings fresh messages. (Forms on react-hook-form use lib/form-errors.ts instead.)
import { useState } from 'react';
import { ApiError, errorMessage } from './api-client.ts';

export type ServerProblems = {
  /** The server's message for a field, unless the field was edited since the refusal. */
  problem: (field: string) => string | undefined;
  /** Marks a field edited: its message clears. */
  edited: (field: string) => void;
  /** The message for the form as a whole: null when there is no error, or when every detail sits on one of
   * the form's `fields` (the inline messages say it all). */
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
  const edited = state.source === error ? state.edited : new Set<string>();
  const problems = new Map<string, string>();
  if (error instanceof ApiError) {
    for (const d of error.details) {
      const field = fieldOf(d.field);
      if (!problems.has(field)) problems.set(field, d.message);
    }
  }
  return {
    problem: (field) => (edited.has(field) ? undefined : problems.get(field)),
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
