import type { Linter } from 'eslint';

/** The import-boundary and cycle rules of the repository rooted at `root`, zones read from its folders. */
export function boundaries(root: string): Linter.Config[];
