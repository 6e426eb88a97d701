import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const webSource = join(repoRoot, 'apps/web/src');
const KIT = 'apps/web/src/components/form-field/';

interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

/**
 * Where a web source file steps outside the one form kit (`components/form-field`): a `<form>`
 * element of its own instead of the kit's `Form` (or of its `FieldGroup`, for a panel of fields
 * inside another form), the kit's inner field or masked input wired by hand, or its own copy of a
 * field component or of the field-error helpers.
 */
export function formKitBreaches(files: readonly SourceFile[]): string[] {
  const breaches: string[] = [];
  for (const file of files) {
    if (file.path.startsWith(KIT) || /\.test\.tsx?$/.test(file.path)) continue;
    const name = basename(file.path);
    if (/^(field|fields|field-errors|form-errors)\.tsx?$/.test(name))
      breaches.push(`${file.path}: own copy of ${name}`);
    if (/<form[\s>]/.test(file.text)) breaches.push(`${file.path}: <form> outside the kit`);
    if (/from '[./]*components\/form-field\/(field|masked-input)'/.test(file.text)) {
      breaches.push(`${file.path}: the kit's inner field wired by hand`);
    }
  }
  return breaches;
}

function webFiles(directory: string): SourceFile[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return webFiles(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(repoRoot, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }];
  });
}

describe('one form kit for the web app', () => {
  it('finds a form of its own, a hand-wired kit field and a copied field component', () => {
    const feature = 'apps/web/src/features/example';
    expect(
      formKitBreaches([
        { path: `${feature}/a-page.tsx`, text: 'return <form onSubmit={send}>…</form>;' },
        { path: `${feature}/c-page.tsx`, text: "import { Field } from '../../components/form-field/field';" },
        { path: `${feature}/field.tsx`, text: 'export function Field() {}' },
        { path: `${feature}/form-errors.ts`, text: 'export type FieldErrors = {};' },
        { path: `${KIT}form.tsx`, text: '<form noValidate>' },
        {
          path: `${feature}/kit-page.tsx`,
          text: "import { Form, useContractForm } from '../../components/form-field/form';\n<Form form={form}>",
        },
        {
          path: `${feature}/search-panel.tsx`,
          text: "import { FieldGroup, useContractForm } from '../../components/form-field/form';\n<FieldGroup form={form} onSubmit={search}>",
        },
        {
          path: `${feature}/hand-panel.tsx`,
          text: "import { MaskedInput } from '../../components/form-field/masked-input';\n<div onKeyDown={search}>",
        },
      ]),
    ).toEqual([
      `${feature}/a-page.tsx: <form> outside the kit`,
      `${feature}/c-page.tsx: the kit's inner field wired by hand`,
      `${feature}/field.tsx: own copy of field.tsx`,
      `${feature}/form-errors.ts: own copy of form-errors.ts`,
      `${feature}/hand-panel.tsx: the kit's inner field wired by hand`,
    ]);
  });

  it('holds for every form of the web app', () => {
    expect(formKitBreaches(webFiles(webSource))).toEqual([]);
  });
});
