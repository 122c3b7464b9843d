import type { SettingsUpdate, UserSettings } from '@app/core/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveUserSettings, userSettingsQuery } from '@/lib/user-settings';

export const SAVED_TITLE = 'Settings saved';
export const SAVED_DESCRIPTION = 'Your preferences have been updated successfully.';

/**
 * Saves one tab's group. The cache takes the server's answer (so the theme applies at once);
 * a failure leaves the form as the user left it.
 */
export function useSaveSettings(onSaved?: (saved: UserSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => saveUserSettings(update),
    onSuccess: (saved) => {
      queryClient.setQueryData(userSettingsQuery.queryKey, saved);
      onSaved?.(saved);
      toast.success(SAVED_TITLE, SAVED_DESCRIPTION);
    },
    onError: (error) => toast.error('Error', errorMessage(error)),
  });
}
