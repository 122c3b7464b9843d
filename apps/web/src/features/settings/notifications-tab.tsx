import type { UserSettings } from '@app/core/settings';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SettingSwitch } from './setting-switch';
import { useSaveSettings } from './use-save-settings';

type Notifications = UserSettings['notifications'];

export function NotificationsTab({ saved }: { saved: Notifications }) {
  const [draft, setDraft] = useState<Notifications>(saved);
  const save = useSaveSettings();
  const set = (key: keyof Notifications) => (value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

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
          onCheckedChange={set('pushNotifications')}
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
