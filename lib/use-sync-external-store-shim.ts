/**
 * react-i18next imports `use-sync-external-store/shim` to support React 17; on
 * React 19 the shim only adds bytes to every page. next.config.mjs points that
 * import here, to React's own hook.
 */
export { useSyncExternalStore } from 'react';
