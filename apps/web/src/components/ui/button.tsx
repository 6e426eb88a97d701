import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

/** Class names of the brand's button, for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', variant === 'secondary' ? 'button--secondary' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** A native button in the brand's look; `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
