import type { SiteConfig } from '@eb/api-contract';

/**
 * Facts about the operator and the shop that come from the server's configuration, not the build:
 * the server writes them as JSON into every HTML page (<script id="site-config">), so pre-rendered
 * pages and the running app show the same operator without a rebuild.
 */
let cached: SiteConfig | undefined;
let override: SiteConfig | undefined;

/** Used by the pre-renderer, which has no DOM: it renders placeholder tokens the server fills in. */
export function setSiteConfig(config: SiteConfig): void {
  override = config;
}

export function getSiteConfig(): SiteConfig {
  if (override) return override;
  if (!cached) {
    const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
    if (!element?.textContent) throw new Error('site-config is missing from the page');
    cached = JSON.parse(element.textContent) as SiteConfig;
  }
  return cached;
}

export const useSiteConfig = getSiteConfig;
