import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** Workspace packages are TypeScript sources, not published: they are bundled in. */
const workspace = [/^@energy-advisor\//];

/**
 * The standalone bundles render with Preact through preact/compat (about 10 KB gzip against React
 * DOM's 60 KB); the npm entries keep real React, the host's own. The widget's tests run against
 * both (vitest projects `widget` and `widget-preact`).
 */
const preactCompat = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/**
 * Writes esbuild's metafile beside each standalone bundle (`dist/<name>.meta.json`): which inputs
 * take how many bytes. `scripts/size.mjs` prints the biggest ones.
 */
const metafile: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'energy-advisor-metafile',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.metafile) return;
      for (const output of Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'))) {
        // tsup writes the bundles after this hook: on a fresh clone dist/ does not exist yet
        await mkdir(dirname(output), { recursive: true });
        await writeFile(output.replace(/\.js$/, '.meta.json'), JSON.stringify(result.metafile));
      }
    });
  },
};

/** The script-tag bundles bring everything (Preact included) and run in any page. */
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
  esbuildPlugins: [metafile],
  esbuildOptions(options) {
    options.alias = preactCompat;
    options.metafile = true;
  },
};

/**
 * Three outputs (see README): the side-effect-free ESM entry for npm (`index`, with types) and the
 * element entry that registers `<energy-advisor>`; the tiny IIFE loader `energy-advisor.js`; the
 * IIFE chat bundle `energy-advisor-chat.js` the loader fetches on demand (both with Preact).
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
