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
  return (
    <div className={fieldClasses(error, className)}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The classes of a field's box: invalid when it has an error, then the kind's and the caller's. */
export function fieldClasses(error: string | undefined, className: string | undefined, kind?: string): string {
  return ['form-field', kind ?? '', error ? 'form-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
}

/** A field's hint and error under it, with the ids {@link invalidProps} ties the input to. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
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
    </>
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
