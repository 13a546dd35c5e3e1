const RELOADED_AT = 'reloaded-for-new-version-at';

/**
 * Registers the service worker that keeps the app's shell and scripts for offline use. A new
 * version's worker takes over by itself and serves the next visit; an open page keeps its own
 * version until a screen's script it still asks for is gone, when it loads the new one (once a
 * minute at most: a script missing for another reason must not reload the page over and over).
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  // Vite's signal that a lazy screen's chunk could not be loaded.
  window.addEventListener('vite:preloadError', () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (last && Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
