import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyAppearance } from '@/lib/appearance';
import { useSession } from '@/lib/session';
import { userSettingsQuery } from '@/lib/user-settings';

/**
 * A signed-in user's saved theme, Compact Mode and Animations apply on every page and every
 * device; this browser remembers them too, so the next first paint already matches.
 */
export function AppearanceSync() {
  const { user } = useSession();
  const { data } = useQuery({ ...userSettingsQuery, enabled: user !== null });
  useEffect(() => {
    if (data) applyAppearance(data.appearance);
  }, [data]);
  return null;
}
