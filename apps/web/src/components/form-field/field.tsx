import type { ReactNode } from 'react';
import './form-field.css';

/** A labelled form field with its hint and error below, announced with the field. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  const classes = ['form-field', error ? 'form-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <div className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie an input to its error (and hint) for assistive technology. */
export function invalidProps(id: string, error: string | undefined, hasHint = false) {
  const described = [error ? `${id}-error` : null, hasHint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}
