// @ts-check
// Demo data stays out of production code (docs/decisions/030-demo-data-switch.md): a file outside a
// `demo/` folder, a test or a fixture never imports from a `demo/` folder. The one exception is the
// dynamic `import()` of the files named in `loaders`, which load demo data behind DEMO_DATA=on.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * @param {string} specifier
 * @param {string} filename
 */
function reachesDemo(specifier, filename) {
  if (!specifier.startsWith('.')) return false;
  return resolve(dirname(filename), specifier).split(sep).includes('demo');
}

/** @type {import('eslint').Rule.RuleModule} */
const noDemoImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code does not import demo data.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, loaders: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      static:
        'Production code does not import demo data ({{source}}): demo files load only with DEMO_DATA=on, through seedDatabase.',
      dynamic:
        'Only the seed loads demo data ({{source}}), behind DEMO_DATA=on: production code does not import it.',
    },
  },
  create(context) {
    const options = /** @type {{ root?: string; loaders?: string[] }} */ (context.options[0] ?? {});
    const filename = context.filename;
    const fromRoot = options.root ? relative(options.root, filename).split(sep).join('/') : filename;
    const isLoader = (options.loaders ?? []).includes(fromRoot);

    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!reachesDemo(source.value, filename)) return;
      if (node.type === 'ImportExpression' && isLoader) return;
      context.report({
        node,
        messageId: node.type === 'ImportExpression' ? 'dynamic' : 'static',
        data: { source: source.value },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const demoDataPlugin = { rules: { 'no-demo-import': noDemoImport } };
