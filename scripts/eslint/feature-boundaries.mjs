import path from 'node:path';

/**
 * A remote's feature folder (`mf-<area>/src/<feature>/`) is reached from another folder of the same
 * remote only through its `index.ts`: `'../lessons'`, never `'../lessons/LessonPageStore'`. Tests
 * may use another folder's test doubles (`../../shared/__tests__/fakes`) and the exposed module
 * (`expose/Routes`); the remote's own tests (`src/__tests__/`) see all of it.
 */
const FEATURE_FILE = /^(.*\/mf-[a-z-]+\/src)\/([^/]+)\/(.+)$/;

function featureOf(file) {
  const match = FEATURE_FILE.exec(file.split(path.sep).join('/'));
  return match ? { root: match[1], feature: match[2], rest: match[3] } : null;
}

export const indexOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder of a remote is imported by another only through its index.ts' },
    schema: [],
    messages: {
      inner: "Папка '{{feature}}' — только через её index.ts ('{{index}}'), а не '{{source}}'.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const isTest = from.rest.includes('__tests__/');
    if (from.feature === '__tests__') return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.root !== from.root || to.feature === from.feature) return;
      if (to.rest === 'index' || to.rest === 'index.ts') return;
      if (isTest && (to.rest.includes('__tests__/') || to.feature === 'expose')) return;
      const index = path.relative(path.dirname(context.filename), `${to.root}/${to.feature}`).split(path.sep).join('/');
      context.report({ node: node.source, messageId: 'inner', data: { feature: to.feature, index, source } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'index-only': indexOnly } };
