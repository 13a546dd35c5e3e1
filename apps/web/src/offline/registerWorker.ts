/**
 * Registers the service worker that keeps the app's shell and scripts for offline use; a new
 * version's worker takes over by itself (registerType autoUpdate), so no one stays on an old one.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
