import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { layoutChunkNamer } from './layout-chunks'

const webRoot = fileURLToPath(new URL('.', import.meta.url))
const routeTreeFile = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))

/**
 * Writes dist/route-patterns.json, the pages of the generated route tree, so the server answers
 * 404 for a path no page has (infra's dashboard fallback reads it).
 */
function routePatternsFile(): Plugin {
  return {
    name: 'usher-route-patterns',
    apply: 'build',
    async generateBundle() {
      const { pagePatternsOfRouteTree } = await import('../shared/domain/src/routing/page-routes.ts')
      const patterns = pagePatternsOfRouteTree(fs.readFileSync(routeTreeFile, 'utf8'))
      this.emitFile({ type: 'asset', fileName: 'route-patterns.json', source: `${JSON.stringify(patterns, null, 2)}\n` })
    },
  }
}
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script, style sheet and SVG of the build, so
 * the server sends them compressed without compressing on every request (infra's dashboard serving
 * picks the one the browser accepts). Node's own zlib does both, on its thread pool: brotli at its
 * best quality is most of the build's time on one core, and every file can be compressed at once.
 */
function precompressAssets(): Plugin {
  const compressible = /\.(js|mjs|css|svg|json|html)$/
  const brotli = promisify(zlib.brotliCompress)
  const gzip = promisify(zlib.gzip)
  return {
    name: 'usher-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!
      const files = Object.keys(bundle).filter((fileName) => compressible.test(fileName) && !fileName.startsWith('.vite/'))
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName)
          const source = await fs.promises.readFile(file)
          if (source.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ])
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

const backend = 'http://localhost:3000'

/**
 * The libraries every page of the dashboard loads, whichever it is (the sign-in page included); with the
 * core of the Radix primitives, which nearly every page's controls share (alone, each was a file of a few
 * hundred bytes named in seventy pages' preload lists).
 */
const FRAMEWORK =
  /node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs|primitive|react-primitive|react-context|react-use-layout-effect|react-use-controllable-state|react-use-effect-event|react-use-callback-ref|react-presence))[\\/]/

export default defineConfig({
  root: webRoot,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: routeTreeFile,
    }),
    react(),
    tailwindcss(),
    routePatternsFile(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads first (tests/bench/first-load-js.ts weighs them).
    manifest: true,
    // The page's own scripts are preloaded from index.html; the lists Vite writes beside each dynamic import are
    // left empty. From those it adds a <link rel=modulepreload> to the page for every script a lazy route needs at
    // any depth, and Chromium took some 3 ms to insert each (300 ms of the guest list's first paint, with its 60).
    // The browser finds the same scripts in the chunks' own imports, a level at a time, from its cache after the
    // first visit (issue 31: guest list in Chromium).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, the query cache, class merging) in one script rather than
            // a dozen: fewer requests, and one compression window instead of many (issue 31: first load).
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            // The icons many pages show, in one script: alone, each was a file of ~0.3 kB gzip, mostly the
            // compression's and the import's own cost; together they take ~0.1 kB each (issue 31: first load). Six
            // pages or more: at two, the script held ~40 icons only the editors show, which every page then loaded
            // (guest list 149.5 kB; at 3, 4, 6, 10, 20 pages: 148.7, 148.4, 148.0, 149.7, 151.4).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 6, priority: 6 },
            // What a layout's component imports, one script per combination of layouts (see layout-chunks.ts).
            { name: layoutChunkNamer(webRoot, 'shell'), debugName: 'layouts', priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, ws: true, changeOrigin: false },
      '/login': { target: backend, changeOrigin: false },
      '/sanctum': { target: backend, changeOrigin: false },
      // A sent message's links go to the server, except a person's GET of /m/{token}/unsubscribe: the preferences page.
      '^/m/[^/]+/(open\\.gif|click|unsubscribe)': {
        target: backend,
        changeOrigin: false,
        bypass: (request) => (request.method === 'GET' && /\/unsubscribe(\?|$)/.test(request.url ?? '') ? request.url : undefined),
      },
    },
  },
})
