import type { UserSettings } from '@app/core/settings';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { SettingSwitch } from './setting-switch';
import { useSaveSettings } from './use-save-settings';

type Notifications = UserSettings['notifications'];

export function NotificationsTab({ saved }: { saved: Notifications }) {
  const [draft, setDraft] = useState<Notifications>(saved);
  const save = useSaveSettings();
  const set = (key: keyof Notifications) => (value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

  /** Push goes on only once the browser allows this site to notify; refused, it stays off. */
  async function setPush(on: boolean) {
    if (!on) return set('pushNotifications')(false);
    const allowed = await askNotificationPermission();
    if (allowed === 'granted') return set('pushNotifications')(true);
    toast.error(
      'Notifications blocked',
      allowed === 'unsupported'
        ? 'This browser cannot show notifications.'
        : "Your browser did not allow notifications from this site. Allow them in the browser's site settings, then try again.",
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notification Preferences</CardTitle>
        <CardDescription>Choose how you want to hear from us.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SettingSwitch
          label="Email Notifications"
          description="Receive updates about your courses and account by e-mail."
          checked={draft.emailNotifications}
          onCheckedChange={set('emailNotifications')}
        />
        <SettingSwitch
          label="Push Notifications"
          description="Receive notifications in your browser."
          checked={draft.pushNotifications}
          onCheckedChange={(on) => void setPush(on)}
        />
        <SettingSwitch
          label="Weekly Digest"
          description="Get a weekly summary of your learning progress."
          checked={draft.weeklyDigest}
          onCheckedChange={set('weeklyDigest')}
        />
      </CardContent>
      <CardFooter>
        <Button disabled={save.isPending} onClick={() => save.mutate({ notifications: draft })}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The browser's answer: asks only while the user has not decided yet. */
async function askNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}
