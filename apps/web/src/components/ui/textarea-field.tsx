// A labelled <textarea> with hint and inline error, like TextField.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlBorder, type FieldChrome, FieldShell, useFieldIds } from './field-shell.tsx';

export type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldChrome & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField({ label, error, hint, id, className, ref, ...textarea }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} ids={ids}>
      <textarea
        ref={ref}
        id={ids.fieldId}
        rows={3}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm ${controlBorder(error)}`}
        {...textarea}
      />
    </FieldShell>
  );
}
