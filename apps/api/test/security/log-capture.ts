import type { DestinationStream } from 'pino';

/** A log destination that keeps every line, for tests that read what the api wrote. */
export interface LogCapture extends DestinationStream {
  lines: string[];
  text(): string;
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  return {
    lines,
    write: (line: string) => {
      lines.push(line);
    },
    text: () => lines.join(''),
  };
}
