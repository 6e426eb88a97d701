import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    securityFiguresFile: string;
  }
}

/**
 * The figures of the security suite (operations walked, fuzz cases sent, server errors…). Every
 * test file appends to one file of the run; the api project's global teardown sums and prints
 * them, so each run says what it covered.
 */
export function figuresFile(): string {
  return path.join(os.tmpdir(), `autohub-security-figures-${process.pid}-${Date.now()}.jsonl`);
}

export function recordFigure(name: string, value: number): void {
  appendFileSync(inject('securityFiguresFile'), `${JSON.stringify({ name, value })}\n`);
}

/** The figures recorded in `file`, summed by name, as one printable line; removes the file. */
export function figuresSummary(file: string): string | undefined {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  rmSync(file, { force: true });
  const sums = new Map<string, number>();
  for (const line of text.split('\n').filter(Boolean)) {
    const { name, value } = JSON.parse(line) as { name: string; value: number };
    sums.set(name, (sums.get(name) ?? 0) + value);
  }
  return [...sums].map(([name, value]) => `${name}: ${value}`).join(', ');
}
