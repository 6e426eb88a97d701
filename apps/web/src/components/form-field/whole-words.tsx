import type { ReactNode } from 'react';

/**
 * A label with its hyphenated words ("e-mail", "test-drive") each kept on one line: in a phone's
 * narrow column the browser would otherwise break them at the hyphen ("e-" above "mail"). Other
 * labels are returned as they are; the text read out is the same.
 */
export function wholeWords(label: ReactNode): ReactNode {
  if (typeof label !== 'string' || !label.includes('-')) return label;
  return label.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whole-word">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
