import type { ReactNode } from 'react';

/** The quiet pictures of an empty list: a record (the default) or, for lists of cars, a car. */
const PICTURES = {
  record: (
    <>
      <rect x="6" y="14" width="52" height="38" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M6 26h52" stroke="currentColor" strokeWidth="3" />
      <circle cx="32" cy="40" r="5" fill="currentColor" opacity="0.35" />
    </>
  ),
  car: (
    <>
      {/* The body's sill stops at the wheel arches. */}
      <path
        d="M12 42H5v-8l9-3 8-10h20l9 10 8 3v8h-7M40 42H24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M24 24h17l6 7H19z" fill="currentColor" opacity="0.35" />
      <circle cx="18" cy="43" r="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="46" cy="43" r="5" fill="none" stroke="currentColor" strokeWidth="3" />
    </>
  ),
} as const;

/**
 * What a list shows when it has nothing yet: a quiet picture, a sentence and, when there is one,
 * the way forward. A page's own list names itself in a heading (`title`); a list inside a section
 * that already has its heading is `compact` and says its sentence without a heading of its own.
 */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
  compact = false,
  picture = 'record',
  testId,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  picture?: keyof typeof PICTURES;
  testId?: string;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <div className={compact ? 'empty-state empty-state--compact' : 'empty-state'} data-testid={testId}>
      <svg className="empty-state__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {PICTURES[picture]}
      </svg>
      {title ? <Heading className="empty-state__title">{title}</Heading> : null}
      {children ? <p className="empty-state__text">{children}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
