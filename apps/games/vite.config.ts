/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative import: the config loader bundles it, while the workspace package is TypeScript.
import { browserAppConfig } from '../../packages/ui/src/browser-app.ts';

// Served by the API server under /games/; the lobby frames /games/#ticket=…&language=…
export default defineConfig(browserAppConfig({ base: '/games/', devPort: 5174, plugins: [react(), tailwindcss()] }));
