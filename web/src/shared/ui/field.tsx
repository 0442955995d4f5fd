import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; required?: boolean; addon?: ReactNode };

/** A labelled input with its first error under it; required fields carry a star. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field({ label, error, required, addon, ...input }, ref) {
  const id = useId();
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <label htmlFor={id} className={`field__label ${required ? 'field__label--required' : ''}`}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={required ? `* ${label}` : label}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
