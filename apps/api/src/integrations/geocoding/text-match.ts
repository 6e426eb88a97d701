import { type MatchedSubstring } from './location-provider.port.js';

/**
 * Text folded for accent- and case-insensitive search, keeping for every folded UTF-16 unit the
 * span of the original text it came from, so matches can be reported in original offsets.
 */
export interface FoldedText {
  text: string;
  folded: string;
  starts: number[];
  ends: number[];
}

const COMBINING_MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export function foldText(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const next = index + char.length;
    const piece = char.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    for (let k = 0; k < piece.length; k += 1) {
      starts.push(index);
      ends.push(next);
    }
    folded += piece;
    index = next;
  }
  return { text, folded, starts, ends };
}

/** Folded form only, for comparing names. */
export function fold(text: string): string {
  return foldText(text).folded;
}

/** Search terms of a query: folded words, punctuation-only pieces dropped. */
export function searchTerms(query: string): string[] {
  return fold(query)
    .split(/[\s,;/]+/)
    .map((term) => term.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((term) => WORD_CHAR.test(term));
}

export interface TermMatch {
  /** In original offsets, sorted by offset. */
  substrings: MatchedSubstring[];
  /** How many terms matched at the start of a word (a better match than inside a word). */
  wordStarts: number;
}

function isWordStart(folded: string, at: number): boolean {
  return at === 0 || !WORD_CHAR.test(folded.charAt(at - 1));
}

function overlaps(used: readonly [number, number][], start: number, end: number): boolean {
  return used.some(([s, e]) => start < e && s < end);
}

function findTerm(
  folded: string,
  term: string,
  used: readonly [number, number][],
  wordStartOnly: boolean,
): number {
  let at = folded.indexOf(term);
  while (at !== -1) {
    if ((!wordStartOnly || isWordStart(folded, at)) && !overlaps(used, at, at + term.length)) return at;
    at = folded.indexOf(term, at + 1);
  }
  return -1;
}

/**
 * Matches every term of `query` in `text`, preferring word starts, without two terms sharing
 * characters. Returns null when some term is missing.
 */
export function matchTerms(text: FoldedText, query: string): TermMatch | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  // Longer terms first, so a short term cannot take the place a longer one needs.
  const ordered = [...terms].sort((a, b) => b.length - a.length);
  const used: [number, number][] = [];
  let wordStarts = 0;
  for (const term of ordered) {
    let at = findTerm(text.folded, term, used, true);
    if (at !== -1) wordStarts += 1;
    else at = findTerm(text.folded, term, used, false);
    if (at === -1) return null;
    used.push([at, at + term.length]);
  }
  const substrings = used
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => {
      const offset = text.starts[start] ?? 0;
      const last = text.ends[end - 1] ?? offset;
      return { offset, length: last - offset };
    });
  return { substrings, wordStarts };
}
