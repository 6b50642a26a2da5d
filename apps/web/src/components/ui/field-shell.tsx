// The label, hint and inline error every form control shares, wired for screen readers.
import { type ReactNode, useId } from 'react';

export type FieldChrome = {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
};

/** Ids for a control and the texts that describe it; `describedBy` and `invalid` go on the control. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: error ? true : undefined,
  };
}

export function FieldShell({
  label,
  hint,
  error,
  className = '',
  ids,
  children,
}: Omit<FieldChrome, 'id'> & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={ids.fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlBorder = (error: string | undefined) => (error ? 'border-red-700' : 'border-slate-400');
