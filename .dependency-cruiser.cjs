/**
 * The import graph of apps/ and packages/ (CONVENTIONS 12): no file imports one that imports it back,
 * directly or through others. `npm run deps` runs it through scripts/check-dependencies.ts, which also
 * collapses the server's files into their folders and refuses a cycle between folders (decision 260).
 * Type-only imports count: a cycle through types is still two folders that each need the other.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file never imports one that imports it back, directly or through others.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: ['/dist', '/dist-e2e/', '/node_modules/', '\\.d\\.ts$', '/public/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
