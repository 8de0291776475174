import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSteps } from './vite-plugins';

/** The chunk of the member shell, whose files the server preloads with every member page. */
const memberShellChunk = 'shell';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildSteps({ memberShellChunk })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API runs on its own port in development; in production the server serves dist/
    // (the current build, scripts/build-web.mjs). Uploaded files and the members-only demo
    // documents (decision 040) are the API's too.
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/documents': 'http://localhost:3000',
    },
  },
  build: {
    // `npm run build -w apps/web` (scripts/build-web.mjs) passes a new folder of its own, never
    // one that a server serves (dist/ is a symlink to the current build). A bare `vite build`
    // writes here, where nothing is served.
    outDir: 'builds/.vite-build',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Pages stay one lazy chunk each, but the small modules they share are grouped:
        // split by every combination of pages that uses them, they made 20 requests of a few
        // hundred bytes for one page, and HTTP/1.1 fetches 6 at a time.
        codeSplitting: {
          groups: [
            // What index.html loads: one file beside the entry instead of six.
            { name: 'startup', tags: ['$initial'], priority: 5 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 4 },
            // The rich-text editor (TipTap, ProseMirror): one chunk that only an editor on an
            // admin screen loads (components/rich-text-editor.tsx imports it lazily).
            {
              name: 'editor',
              test: /[\\/]components[\\/]rich-text-editor[\\/]|[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              // Below 'ui': a group takes the modules it imports too, and the shared primitives
              // the editor uses (button, input) must stay in 'ui' for every page.
              priority: 0,
            },
            // The shared UI primitives and helpers (but the dialogs, whose Radix code (dialog,
            // focus scope, scroll lock: 10 KB brotli) no member page needs before its first
            // screen, the phone's drawer included, which loads when reached for; the admin
            // forms' upload field and editor; the Community's discussions, forms that the lesson
            // viewer loads once it renders), and TanStack Query's hooks beyond the entry's.
            {
              name: 'ui',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/](?!dialog|confirm-dialog|rich-text-editor|upload-field|form-upload-field|article-form|conversation|community[\\/](?!deferred))|lib[\\/])|[\\/]shared[\\/]src[\\/](domain-values|[a-z]+[\\/]messages)\.ts$|[\\/]node_modules[\\/]@tanstack[\\/]/,
              priority: 3,
            },
            // The member shell (the layout, its header and menus, the route guard) and the member's
            // first screens (Home, the pillars grid, the lesson viewer, whose data the server asks
            // for with the page: shared/member-pages.ts), with what they import that 'ui' and
            // 'icons' do not hold: one file that the server preloads with every member page
            // (buildSteps below), instead of five to eight asked for once the entry has run.
            {
              name: memberShellChunk,
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]layouts[\\/]app-layout|features[\\/]accounts[\\/]components[\\/]require-access|app[\\/]pages[\\/]home-page|features[\\/]learning[\\/]pages[\\/](pillars-page|lesson-viewer-page))\.tsx$/,
              priority: 2,
            },
            // Forms: react-hook-form and zod, the article form and the ticket conversation. Below
            // 'ui', which keeps the primitives they share with the pages; out of it, since the
            // member shell and the pages a member opens first have no form, and they were 45 KB
            // of the 67 KB 'ui' chunk that every member page waited for. The shared schemas go
            // with the chunks that import them: grouped here, every form built every schema of
            // the app as it loaded (decision 047).
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]components[\\/](article-form|conversation|form-upload-field)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
