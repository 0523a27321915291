// ARCHITECTURE.md: features never import each other; what two features share is composed in app/
// or lives in lib/. Relative paths are resolved, so `../../selection/x` is caught like `features/selection/x`.
import { dirname, relative, resolve, sep } from 'node:path';

const featureOf = (path, featuresRoot) => {
  const inside = relative(featuresRoot, path);
  return inside.startsWith('..') || inside === '' ? null : inside.split(sep)[0];
};

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: { cross: 'Features never import each other ({{from}} → {{to}}): compose them in app/ or share through lib/.' },
    schema: [{ type: 'object', properties: { featuresRoot: { type: 'string' } }, required: ['featuresRoot'] }],
  },
  create(context) {
    const { featuresRoot } = context.options[0];
    const from = featureOf(context.filename, featuresRoot);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source.value), featuresRoot);
      if (to && to !== from) context.report({ node: source, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
