/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts): the shim exists for React
 * before 18 and only hands over React's own hook on this app's React.
 */
export { useSyncExternalStore } from 'react';
