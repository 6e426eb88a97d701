import type { ReactNode } from 'react';

/** The surface of a model, an offer or a saved item; `interactive` when the whole card leads somewhere. */
export function Card({
  children,
  media,
  interactive = false,
  as: Tag = 'div',
  className,
}: {
  children: ReactNode;
  media?: ReactNode;
  interactive?: boolean;
  as?: 'div' | 'article' | 'li';
  className?: string;
}) {
  const classes = ['card', interactive ? 'card--interactive' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag className={classes}>
      {media}
      <div className="card__body">{children}</div>
    </Tag>
  );
}
