import { useQuery } from '@tanstack/react-query';
import { Bell, LogIn, Palette, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { AccessNotice } from '@/components/access-notice';
import { PageLoader } from '@/components/page-loader';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { type SessionUser, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { userSettingsQuery } from '@/lib/user-settings';
import { AccountTab } from './account-tab';
import { AppearanceTab } from './appearance-tab';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';

/** /settings (behind the sign-in guard): Account, Notifications, Privacy and Appearance. */
export function SettingsPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoader label="Loading settings" />;
  if (!user) {
    return (
      <AccessNotice
        icon={LogIn}
        title="Please Sign In"
        description="You need to be logged in to access settings."
      >
        <SignInLink />
      </AccessNotice>
    );
  }
  return <Settings user={user} />;
}

const tabs = [
  { value: 'account', label: 'Account', icon: User },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'privacy', label: 'Privacy', icon: Shield },
  { value: 'appearance', label: 'Appearance', icon: Palette },
] as const;

function Settings({ user }: { user: SessionUser }) {
  useDocumentTitle('Settings', 'Manage your SkillBridge account, notifications, privacy and appearance.');
  const [tab, setTab] = useState<string>('account');
  const settings = useQuery(userSettingsQuery);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Settings</h1>
      <p className="mt-2 text-muted-foreground">Manage your account settings and preferences.</p>

      <Tabs value={tab} onValueChange={setTab} className="mt-8 gap-6">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="py-2">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        {/* Panels stay mounted (only hidden), so unsaved changes survive a look at another tab. */}
        <TabsContent value="account" forceMount className="data-[state=inactive]:hidden">
          <AccountTab user={user} />
        </TabsContent>
        {settings.data ? (
          <>
            <TabsContent value="notifications" forceMount className="data-[state=inactive]:hidden">
              <NotificationsTab saved={settings.data.notifications} />
            </TabsContent>
            <TabsContent value="privacy" forceMount className="data-[state=inactive]:hidden">
              <PrivacyTab saved={settings.data.privacy} />
            </TabsContent>
            <TabsContent value="appearance" forceMount className="data-[state=inactive]:hidden">
              <AppearanceTab saved={settings.data.appearance} />
            </TabsContent>
          </>
        ) : (
          tabs.slice(1).map(({ value }) => (
            <TabsContent key={value} value={value}>
              {settings.isError ? (
                <div role="alert" className="rounded-xl border p-6 text-center">
                  <p>{errorMessage(settings.error, 'Your preferences could not be loaded.')}</p>
                  <Button className="mt-4" variant="outline" onClick={() => void settings.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <PageLoader label="Loading your preferences" />
              )}
            </TabsContent>
          ))
        )}
      </Tabs>
    </section>
  );
}
