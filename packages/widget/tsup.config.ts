import { defineConfig, type Options } from 'tsup';

/** Workspace packages are TypeScript sources, not published: they are bundled in. */
const workspace = [/^@energy-advisor\//];

/** The script-tag bundles bring everything (React included) and run in any page. */
const scriptTag: Options = {
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  treeshake: true,
  noExternal: [/.*/],
  outExtension: () => ({ js: '.js' }),
  env: { NODE_ENV: 'production' },
  sourcemap: false,
  dts: false,
  esbuildOptions(options) {
    // Lighter stand-ins for two Markdown-pipeline helpers (see each shim for why it is safe).
    options.alias = {
      '@ungap/structured-clone': './src/shims/structured-clone.ts',
      'style-to-js': './src/shims/style-to-js.ts',
      'style-to-object': './src/shims/style-to-js.ts',
    };
  },
};

/**
 * Three outputs (see README): the side-effect-free ESM entry for npm (`index`, with types) and the
 * element entry that registers `<energy-advisor>`; the tiny IIFE loader `energy-advisor.js`; the
 * IIFE chat bundle `energy-advisor-chat.js` the loader fetches on demand.
 */
export default defineConfig([
  {
    entry: { index: 'src/index.ts', element: 'src/element.ts' },
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    dts: true,
    noExternal: workspace,
    splitting: true,
    sourcemap: true,
    clean: true,
  },
  { ...scriptTag, entry: { 'energy-advisor': 'src/loader.ts' } },
  { ...scriptTag, entry: { 'energy-advisor-chat': 'src/chat.ts' } },
]);
