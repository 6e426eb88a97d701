import type { DestinationStream } from 'pino';
import { logLineFindings } from '../../src/log-redaction.js';

/** Values the security suite sends on purpose; none may reach a log line. */
export const PLANTED = {
  cpf: '529.982.247-25',
  cpfDigits: '52998224725',
  cnpj: '11.222.333/0001-81',
  card: '4111 1111 1111 1111',
  cardDigits: '4111111111111111',
  password: 'Segredo!Fuzz9',
  bearer: 'v1.eyJzaWQiOiJwbGFudGVkLXNlc3Npb24tMDEiLCJzdWIiOiJ4In0.c2lnbmF0dXJlLW9mLWEtcGxhbnRlZC10b2tlbg',
} as const;

/** A log destination that keeps every line, for tests that read what the api wrote. */
export interface LogCapture extends DestinationStream {
  lines: string[];
  text(): string;
  /** Lines written in all. */
  count(): number;
  /**
   * What the scan found: values shaped like tax ids, card numbers, tokens, password hashes or
   * `password=` pairs, and any planted value, each with the start of its line.
   */
  findings(): string[];
}

/**
 * Captures log lines. With `keep: false` only the scan's findings are kept (a fuzzer writes tens
 * of thousands of lines).
 */
export function captureLogs(options: { keep?: boolean } = {}): LogCapture {
  const keep = options.keep ?? true;
  const lines: string[] = [];
  const found: string[] = [];
  let written = 0;
  const planted = Object.values(PLANTED);
  return {
    lines,
    write: (line: string) => {
      written += 1;
      if (keep) lines.push(line);
      for (const finding of logLineFindings(line)) found.push(`${finding.kind} in ${line.slice(0, 300)}`);
      for (const value of planted)
        if (line.includes(value)) found.push(`planted ${value} in ${line.slice(0, 300)}`);
    },
    text: () => lines.join(''),
    count: () => written,
    findings: () => [...found],
  };
}
