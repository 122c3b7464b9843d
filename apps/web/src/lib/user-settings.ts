import type { SettingsUpdate, UserSettings } from '@app/core/settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The signed-in user's saved preferences (Settings page, and the theme on every page). */
export const userSettingsQuery = queryOptions({
  queryKey: ['me', 'settings'] as const,
  queryFn: () => api.get<UserSettings>('/me/settings'),
  staleTime: 5 * 60 * 1000,
});

/** Saves one or more complete groups; the server answers with all settings after the merge. */
export function saveUserSettings(update: SettingsUpdate): Promise<UserSettings> {
  return api.put<UserSettings>('/me/settings', update);
}
