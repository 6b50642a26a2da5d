// A labelled <select> with hint and inline error, like TextField.
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlBorder, type FieldChrome, FieldShell, useFieldIds } from './field-shell.tsx';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldChrome & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} ids={ids}>
      <select
        ref={ref}
        id={ids.fieldId}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm ${controlBorder(error)}`}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
