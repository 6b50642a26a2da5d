// @lingui/react imports use-sync-external-store/shim, the hook for React before 18; React 19 has it, so
// vite.config.ts points that import here and '/' downloads no shim.
export { useSyncExternalStore } from 'react';
