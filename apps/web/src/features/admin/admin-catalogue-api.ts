import type { CatalogueHealthResponse, LinkCheckStartResponse } from '@app/core/catalogue-health';
import { api } from '@/lib/api-client';

export const adminCatalogueKeys = {
  health: ['admin', 'catalogue', 'health'] as const,
};

export function fetchCatalogueHealth(signal?: AbortSignal) {
  return api.get<CatalogueHealthResponse>('/admin/catalogue/health', { signal });
}

/** Starts the link check (the server answers at once; progress comes with the health). */
export function startLinkCheck() {
  return api.post<LinkCheckStartResponse>('/admin/catalogue/link-check');
}
