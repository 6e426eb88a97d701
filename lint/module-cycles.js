// @ts-check
// No cycle between api modules (nor between web features): `import/no-cycle` sees cycles of files,
// this rule sees cycles of folders. Module A importing anything of module B is an edge A → B; an
// import of A that closes a path back to A is refused, on every file that takes part in it.
// See docs/decisions/043-no-module-cycles.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Files that are not production code: their imports are not edges of the graph. */
const NOT_PRODUCTION = /\.(test|fixture)\.tsx?$/;

/** Every static, re-exported, side-effect or dynamic import specifier of a source text. */
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/**
 * The module a path falls in (its first folder under `dir`), or undefined outside `dir`.
 * @param {string} dir
 * @param {string} path
 */
function moduleOf(dir, path) {
  const parts = relative(dir, path).split(sep);
  if (parts.length < 2 || parts[0] === '..' || parts[0] === '') return undefined;
  return parts[0];
}

/**
 * The module graph of the folder `dir`: for each module, the modules its production files import,
 * each with one file that does. Files of `demo/` folders, tests and fixtures are left out.
 * @param {string} dir
 * @returns {Map<string, Map<string, string>>}
 */
export function moduleGraph(dir) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  if (!existsSync(dir)) return graph;
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const name of modules) graph.set(name, new Map());
  for (const name of modules) {
    const edges = /** @type {Map<string, string>} */ (graph.get(name));
    for (const entry of readdirSync(join(dir, name), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js|mjs)$/.test(entry.name) || NOT_PRODUCTION.test(entry.name))
        continue;
      const file = join(entry.parentPath, entry.name);
      if (relative(dir, file).split(sep).includes('demo')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = moduleOf(dir, resolve(dirname(file), specifier));
        if (target && target !== name && graph.has(target) && !edges.has(target)) {
          edges.set(target, relative(dir, file).split(sep).join('/'));
        }
      }
    }
  }
  return graph;
}

/**
 * A path of modules from `from` to `to` (both included), or undefined when `to` cannot be reached.
 * @param {Map<string, Map<string, string>>} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | undefined}
 */
export function pathBetween(graph, from, to) {
  /** @type {Map<string, string>} */
  const previous = new Map();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    if (current === to) {
      const path = [to];
      while (path[0] !== from)
        path.unshift(/** @type {string} */ (previous.get(/** @type {string} */ (path[0]))));
      return path;
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      previous.set(next, current);
      queue.push(next);
    }
  }
  return undefined;
}

/** @type {Map<string, Map<string, Map<string, string>>>} */
const graphs = new Map();

/** @param {string} dir */
function cachedGraph(dir) {
  let graph = graphs.get(dir);
  if (!graph) {
    graph = moduleGraph(dir);
    graphs.set(dir, graph);
  }
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Api modules (and web features) do not import each other in a circle.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, folders: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        '{{from}} imports {{to}}, and {{to}} already reaches {{from}} ({{path}}): modules must not import each other in a circle. Turn one dependency around: the module that needs the other declares the service it needs in ModuleServices (modules/manifest.ts) and the other provides it in its manifest (docs/decisions/043-no-module-cycles.md).',
    },
  },
  create(context) {
    const options = /** @type {{ root?: string; folders?: string[] }} */ (context.options[0] ?? {});
    const root = options.root ?? context.cwd;
    const filename = context.filename;
    const dir = (options.folders ?? [])
      .map((folder) => resolve(root, folder))
      .find((folder) => moduleOf(folder, filename) !== undefined);
    if (!dir || NOT_PRODUCTION.test(filename) || relative(dir, filename).split(sep).includes('demo'))
      return {};
    const own = /** @type {string} */ (moduleOf(dir, filename));

    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = moduleOf(dir, resolve(dirname(filename), source.value));
      if (!target || target === own) return;
      const graph = cachedGraph(dir);
      if (!graph.has(target)) return;
      const back = pathBetween(graph, target, own);
      if (!back) return;
      const path = [own, ...back]
        .map((name, index, all) => {
          const next = all[index + 1];
          const via = index > 0 && next ? graph.get(name)?.get(next) : undefined;
          return via ? `${name} (${via})` : name;
        })
        .join(' → ');
      context.report({ node, messageId: 'cycle', data: { from: own, to: target, path } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const moduleCyclesPlugin = { rules: { 'no-module-cycle': noModuleCycle } };
