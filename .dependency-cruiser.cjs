// `npm run lint:deps` (first steps of `npm test`): the layout of the code as a rule,
// so it stays where one would look for it. Layers, top to bottom:
// pages/ → renderer/ → components/ → lib/; scripts/ and tests/ use any of them,
// and nothing of the product imports them. Type-only imports count too:
// a type from a layer above is still a dependency on it.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes a module unusable without the other, and its order of evaluation fragile.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'lib-not-up',
      severity: 'error',
      comment: 'lib/ is below the components, the renderer and the pages.',
      from: { path: '^lib/' },
      // One exception: the component registry (lib/content/componentRegistry.ts) gathers the editors' components'
      // entries, which live beside each component (components/mdx/<Name>/<Name>.entry.ts) but are plain data and
      // zod, like lib/ itself ('entry-is-data' below keeps them so).
      to: { path: '^(components|renderer|pages)/', pathNot: '^components/mdx/[^/]+/[^/]+[.]entry[.]ts$' },
    },
    {
      name: 'entry-is-data',
      severity: 'error',
      comment:
        "A component's registry entry is read by the check in Node and in the browser editor: it imports only lib/ and zod (no React, no .tsx, no styles).",
      from: { path: '^components/mdx/[^/]+/[^/]+[.]entry[.]ts$' },
      to: { pathNot: ['^lib/.*[.]ts$', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'components-not-up',
      severity: 'error',
      comment: 'components/ is below the renderer and the pages.',
      from: { path: '^components/' },
      to: { path: '^(renderer|pages)/' },
    },
    { name: 'renderer-not-up', severity: 'error', comment: 'renderer/ is below the pages.', from: { path: '^renderer/' }, to: { path: '^pages/' } },
    {
      name: 'no-scripts-or-tests-in-product',
      severity: 'error',
      comment: 'Product code never imports the tools or the tests.',
      // A component's own test sits in its folder (components/mdx/<Name>/<Name>.test.tsx) and may use the tests' helpers.
      from: { path: '^(lib|components|renderer|pages)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^(scripts|tests)/' },
    },
    // The syntax trees' types (mdast, hast, estree, unist) are @types packages: no module to resolve, only types.
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true, pathNot: '^(mdast|hast|estree|estree-jsx|unist)$' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Vike bundles a page's +config files next to them for a moment while it builds (`+route.ts.build-<hash>.mjs`):
    // npm test builds beside this check, and a file listed then gone failed it with ENOENT.
    exclude: { path: '^(dist|tests/fixtures|content|public)/|\\.build-[0-9a-f]+\\.mjs$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages that only export for `import` (vite, vitest/config, tsx/esm/api) resolve as Node resolves them.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
