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
    {
      name: 'no-circular-lib-folders',
      comment:
        'No src/lib folder imports itself through another: the folders form layers (i18n and content at the bottom, then company, prices, form …), so each can be read on its own.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/lib/' },
      to: { circular: true },
    },
    {
      name: 'i18n-imports-no-domain',
      comment:
        "src/lib/i18n is generic translation (locales, routes, the translate function): the domain folders import it, never the reverse; a text group of one island lives beside that island's code.",
      severity: 'error',
      from: { path: '^src/lib/i18n/' },
      to: { path: '^src/lib/[^/]+/', pathNot: '^src/lib/i18n/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
