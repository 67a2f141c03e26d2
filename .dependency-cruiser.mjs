/**
 * dependency-cruiser (part of `npm run check`): the import rules that keep
 * the tree readable. It reads the TypeScript modules (`.ts`, `.tsx`);
 * `.astro` files are not parsed, which is enough for both rules: `src/lib`
 * holds no `.astro` file, and components import each other one way.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'lib-imports-no-ui',
      comment:
        'src/lib and src/integrations are logic without markup: they never import a component, layout or page (the UI imports them).',
      severity: 'error',
      from: { path: '^src/(lib|integrations)/' },
      to: { path: '^src/(components|layouts|pages)/' },
    },
    {
      name: 'no-circular',
      comment: 'No module imports itself through others: each part can be read and tested on its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
