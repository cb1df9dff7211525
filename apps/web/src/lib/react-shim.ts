// Stands in for `use-sync-external-store/shim` in the production build (see vite.config.ts).
export { useSyncExternalStore } from 'react';
