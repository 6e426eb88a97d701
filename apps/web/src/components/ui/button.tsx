import type { ButtonHTMLAttributes } from 'react';

/** Primary for the page's next step, secondary beside it, danger for what cannot be undone. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** Class names of the brand's button, for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', variant === 'primary' ? '' : `button--${variant}`, extra ?? '']
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
