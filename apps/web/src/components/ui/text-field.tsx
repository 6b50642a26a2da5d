// A labelled input with hint and inline error, wired for screen readers (aria-invalid, aria-describedby).
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

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
  className = '',
  ref,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
      >
        {prefix ? (
          <span className="flex items-center border-r border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 read-only:bg-slate-100 focus:outline-none sm:text-sm"
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
