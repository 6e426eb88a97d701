import type { ReactNode } from 'react';

/** A labelled field with its error below it, announced together with the field. */
export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={error ? 'garage-field garage-field--invalid' : 'garage-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <div className="garage-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="garage-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Ties an input to its error (and hint) for assistive technology. */
export function describedBy(id: string, error: string | undefined, hasHint = false) {
  const ids = [error ? `${id}-error` : null, hasHint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}
