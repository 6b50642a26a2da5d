// A labelled input with hint and inline error, wired for screen readers (aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlBorder, FieldShell, useFieldIds } from './field-shell.tsx';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown inside the field before the text, e.g. '+91'. */
  prefix?: string;
  /** Rendered inside the field after the input, e.g. a show/hide button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  prefix,
  trailing,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} ids={ids}>
      <div
        className={`flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-700 ${controlBorder(error)}`}
      >
        {prefix ? (
          <span className="flex items-center border-r border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={ids.fieldId}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 read-only:bg-slate-100 focus:outline-none sm:text-sm"
          {...input}
        />
        {trailing}
      </div>
    </FieldShell>
  );
}
