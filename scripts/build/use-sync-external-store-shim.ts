/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. react-i18next
 * imports the shim for older Reacts; the build points it here (rsbuild.config.ts), so the admin's
 * first screen does not carry the fallback it never runs.
 */
export { useSyncExternalStore } from 'react';
