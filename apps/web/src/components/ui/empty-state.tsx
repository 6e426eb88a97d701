import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: a sentence and, when there is one, the way forward. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="6" y="14" width="52" height="38" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 26h52" stroke="currentColor" strokeWidth="3" />
        <circle cx="32" cy="40" r="5" fill="currentColor" opacity="0.35" />
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <p className="empty-state__text">{children}</p> : null}
      {action}
    </div>
  );
}
