import type { UserSettings } from '@app/core/settings';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingSwitch } from './setting-switch';
import { EXPORT_URL } from './settings-api';
import { useSaveSettings } from './use-save-settings';

type Privacy = UserSettings['privacy'];

export function PrivacyTab({ saved }: { saved: Privacy }) {
  const [draft, setDraft] = useState<Privacy>(saved);
  const save = useSaveSettings();
  const set = (key: keyof Privacy) => (value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Privacy Settings</CardTitle>
          <CardDescription>Decide what others can see and what we may record.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <SettingSwitch
            label="Analytics Tracking"
            description="Help us improve the platform with usage statistics."
            checked={draft.analyticsTracking}
            onCheckedChange={set('analyticsTracking')}
          />
        </CardContent>
        <CardFooter>
          <Button disabled={save.isPending} onClick={() => save.mutate({ privacy: draft })}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Your Data</CardTitle>
          <CardDescription>
            Download a copy of everything we keep about you, or delete your account and all its data.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            {/* The server sends it as an attachment, so the browser saves it rather than showing it. */}
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" />
              Download My Data
            </a>
          </Button>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
