import fs from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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
const backend = 'http://localhost:3000'

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
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
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
