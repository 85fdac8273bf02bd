// STYLE.md rule 2, enforced: a web feature never imports another feature, and a server module never reaches into
// another module's repository (modules talk through services or events).
import path from 'node:path';

const segmentAfter = (file, marker) => {
  const parts = file.split(path.sep);
  const index = parts.lastIndexOf(marker);
  return index >= 0 && index + 1 < parts.length ? parts[index + 1] : undefined;
};

const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      feature: "Feature '{{from}}' imports feature '{{to}}': compose them in app/ instead.",
      repo: "Module '{{from}}' imports the repository of module '{{to}}': call its service instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const inWebFeature = file.includes(`${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`);
    const inServerModule = file.includes(`${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`);
    // Tests wire real services together, as app.ts does; the rule is about production code paths.
    const isTest = /\.test\.tsx?$/.test(file);
    if ((!inWebFeature && !inServerModule) || isTest) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        if (inWebFeature) {
          const from = segmentAfter(file, 'features');
          const to = segmentAfter(target, 'features');
          if (to && from !== to) context.report({ node, messageId: 'feature', data: { from, to } });
        } else {
          const from = segmentAfter(file, 'modules');
          const to = segmentAfter(target, 'modules');
          if (to && from !== to && target.endsWith('.repo.ts'))
            context.report({ node, messageId: 'repo', data: { from, to } });
        }
      },
    };
  },
};

export default { rules: { boundaries } };
