import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DomainError,
  ERROR_CODES,
  ERRORS,
  FINANCING_ERROR_CATALOGUE,
  type ErrorCode,
  isErrorCode,
  userErrorMessage,
} from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { answerFor } from './error-handler.js';
import { HTTP_STATUS_OF_KIND, codeOfStatus } from './http-messages.js';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Calls whose first argument is the code of the error they make.
const CODE_CALLS = /\b(new DomainError|super|notFound)\s*\(/g;
const SENT_CODES = /\bsendError\(\s*\w+,\s*\w+,\s*'([^']+)'/g;

/** The first argument of the call whose parenthesis opens at `open`. */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    } else if (char === ',' && depth === 1) return text.slice(open + 1, i);
  }
  return '';
}

/** The code literals of an expression: `'a'`, `x ? 'a' : 'b'`, or a template naming several codes. */
function literalsOf(expression: string): { codes: string[]; templates: RegExp[] } {
  // A literal the expression can evaluate to: the whole of it, or a branch of a conditional (not
  // the values a condition compares with).
  const codes = [...expression.trim().matchAll(/(?:^|[?:]\s*)'([^'\s]+)'/g)].map((m) => m[1] ?? '');
  const templates = [...expression.matchAll(/`([^`]*)`/g)].map(
    (m) => new RegExp(`^${(m[1] ?? '').replace(/\$\{[^}]*\}/g, '[a-z0-9_]+')}$`),
  );
  return { codes, templates };
}

// Sites that pass on a code another typed part of the platform chose (the compiler holds them to
// the catalogue's type); any other non-literal code fails the scan below.
const FORWARDED = new Set([
  'modules/locations/locations.service.ts: error.code',
  'modules/quotations/quotations.service.ts: problem.error',
  'modules/catalogue/catalogue.service.ts: code',
]);

interface Scan {
  codes: Map<string, string>;
  unresolved: string[];
}

/** Every error code thrown in apps/api/src, with the first file that throws it. */
function scanThrownCodes(): Scan {
  const codes = new Map<string, string>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SOURCE, file).split('\\').join('/');
    if (where === 'http/error-codes.test.ts') continue;
    for (const match of text.matchAll(CODE_CALLS)) {
      const callee = match[1] ?? '';
      if (callee === 'super' && !/extends DomainError\b/.test(text)) continue;
      const argument = firstArgument(text, (match.index ?? 0) + match[0].length - 1).trim();
      // A local helper's own calls: `notFound()` makes the one code its body throws, scanned there.
      if (callee === 'notFound' && (argument === '' || /^code\b/.test(argument))) continue;
      let found = literalsOf(argument);
      if (found.codes.length === 0 && found.templates.length === 0 && /^\w+$/.test(argument)) {
        // A code chosen a few lines above: `const code = a ? 'x' : 'y';`.
        const declared = new RegExp(`const ${argument}\\s*=([^;]*);`).exec(text);
        if (declared) found = literalsOf(declared[1] ?? '');
      }
      if (found.codes.length === 0 && found.templates.length === 0) {
        if (!FORWARDED.has(`${where}: ${argument}`)) unresolved.push(`${where}: ${argument}`);
        continue;
      }
      for (const code of found.codes) if (!codes.has(code)) codes.set(code, where);
      for (const template of found.templates) {
        const matching = ERROR_CODES.filter((code) => template.test(code));
        if (matching.length === 0) codes.set(template.source, where);
        for (const code of matching) if (!codes.has(code)) codes.set(code, where);
      }
    }
    for (const match of text.matchAll(SENT_CODES))
      if (!codes.has(match[1] ?? '')) codes.set(match[1] ?? '', where);
  }
  return { codes, unresolved };
}

describe('error codes', () => {
  const scan = scanThrownCodes();

  it('finds the throws of the api (the scan itself works)', () => {
    expect(scan.codes.size).toBeGreaterThan(80);
    for (const code of [
      'order_moved',
      'sign_in_slowed',
      'mvs_not_found',
      'working_price_csv_header',
      'gateway_unavailable',
    ]) {
      expect(scan.codes.has(code), code).toBe(true);
    }
  });

  it('throws only catalogue codes, each with a pt-BR and an es-AR message', () => {
    const missing: string[] = [];
    for (const [code, where] of scan.codes) {
      if (!isErrorCode(code)) {
        missing.push(`${code} (${where}): not in the catalogue`);
        continue;
      }
      for (const locale of ['pt-BR', 'es-AR'] as const) {
        if (userErrorMessage(code, locale).trim() === '')
          missing.push(`${code} (${where}): no ${locale} text`);
      }
    }
    expect(missing).toEqual([]);
    expect(scan.unresolved).toEqual([]);
  });

  it('has a pt-BR and an es-AR message for every code of the catalogue and of the edge', () => {
    const edge: ErrorCode[] = [400, 401, 403, 404, 405, 413, 415, 429, 500, 503].map(codeOfStatus);
    const all = new Set<ErrorCode>([...ERROR_CODES, ...edge, ...Object.values(FINANCING_ERROR_CATALOGUE)]);
    for (const code of all) {
      expect(isErrorCode(code), code).toBe(true);
      const ptBR = userErrorMessage(code, 'pt-BR');
      const esAR = userErrorMessage(code, 'es-AR');
      expect(ptBR.trim(), code).not.toBe('');
      expect(esAR.trim(), code).not.toBe('');
    }
  });

  it('leaves no HTTP error type with free-text codes in the api', () => {
    const offenders = sourceFiles(SOURCE).filter((file) => /\bHttpError\b/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SOURCE, file))).toEqual([]);
  });

  it('chooses the HTTP status at the edge from the kind of the code', () => {
    expect(answerFor(new DomainError('order_moved', {}, { detail: 'order 42 is PAID' }), 'es-AR')).toEqual({
      statusCode: 409,
      body: {
        code: 'order_moved',
        message: 'El pedido cambió mientras tanto. Actualizá la página e intentá nuevamente.',
      },
    });
    expect(answerFor(new DomainError('sign_in_slowed', { seconds: 20 }), 'pt-BR')).toMatchObject({
      statusCode: 429,
      body: { message: 'Muitas tentativas com senha errada. Aguarde 20 segundos e tente novamente.' },
    });
    expect(answerFor(new DomainError('mvs_not_found'), 'pt-BR').statusCode).toBe(404);
    expect(answerFor(new DomainError('financing_plan_not_offered'), 'pt-BR').statusCode).toBe(422);
    expect(answerFor(new DomainError('simulation_unavailable'), 'pt-BR').statusCode).toBe(503);
    for (const code of ERROR_CODES) {
      expect(HTTP_STATUS_OF_KIND[ERRORS[code].kind], code).toBeGreaterThanOrEqual(400);
    }
    // Anything that is not the platform's error says nothing about the internals.
    expect(answerFor(new Error('pool exhausted at 10.0.0.3'), 'es-AR')).toEqual({
      statusCode: 500,
      body: { code: 'internal_error', message: userErrorMessage('internal_error', 'es-AR') },
    });
  });
});
