import { profileUpdateSchema } from '@app/core/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { type SessionUser, updateSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ChangePasswordCard } from './change-password-card';
import { avatarProblem, removeAvatar, updateProfile, uploadAvatar } from './settings-api';
import { SAVED_DESCRIPTION, SAVED_TITLE } from './use-save-settings';

export function AccountTab({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6">
      <ProfileCard user={user} />
      <ChangePasswordCard email={user.email} />
    </div>
  );
}

function ProfileCard({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  async function chooseAvatar(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      toast.error('Error', problem);
      return;
    }
    setAvatarBusy(true);
    try {
      const { avatarUrl } = await uploadAvatar(file);
      updateSessionUser(queryClient, { avatarUrl });
      toast.success('Avatar updated', 'Your new avatar is saved.');
    } catch (error) {
      toast.error('Error', errorMessage(error));
    } finally {
      setAvatarBusy(false);
    }
  }

  async function deleteAvatar() {
    setAvatarBusy(true);
    try {
      await removeAvatar();
      updateSessionUser(queryClient, { avatarUrl: null });
      toast.success('Avatar removed', 'Your initials are shown instead.');
    } catch (error) {
      toast.error('Error', errorMessage(error));
    } finally {
      setAvatarBusy(false);
    }
  }

  async function saveProfile(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = profileUpdateSchema.safeParse({ fullName });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Enter your full name.');
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await updateProfile(parsed.data.fullName);
      updateSessionUser(queryClient, { fullName: saved.fullName });
      setFullName(saved.fullName);
      toast.success(SAVED_TITLE, SAVED_DESCRIPTION);
    } catch (error) {
      toast.error('Error', errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile Information</CardTitle>
        <CardDescription>Update your name and avatar.</CardDescription>
      </CardHeader>
      <form onSubmit={saveProfile} className="contents">
        <CardContent className="grid gap-6">
          <div className="flex flex-wrap items-center gap-4">
            <UserAvatar
              name={user.displayName}
              avatarUrl={user.avatarUrl}
              alt="Your avatar"
              className="size-20"
              fallbackClassName="text-2xl"
            />
            <div className="grid gap-2">
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={avatarBusy}
                  aria-describedby="avatar-hint"
                  onClick={() => fileInput.current?.click()}
                >
                  {avatarBusy ? 'Uploading...' : 'Change Avatar'}
                </Button>
                {user.avatarUrl && (
                  <Button variant="ghost" disabled={avatarBusy} onClick={deleteAvatar}>
                    Remove
                  </Button>
                )}
              </div>
              <p id="avatar-hint" className="text-muted-foreground text-sm">
                JPG, GIF or PNG. 1MB max.
              </p>
              <input
                ref={fileInput}
                type="file"
                accept=".jpg,.jpeg,.gif,.png"
                hidden
                onChange={chooseAvatar}
              />
            </div>
          </div>
          <FormField
            ref={nameInput}
            label="Full Name"
            name="fullName"
            autoComplete="name"
            value={fullName}
            onChange={(event) => {
              setFullName(event.target.value);
              setNameError(null);
            }}
            error={nameError}
          />
          <FormField
            label="Email"
            name="email"
            type="email"
            value={user.email}
            readOnly
            className="bg-muted"
            hint="Your e-mail address is your sign-in name and cannot be changed."
          />
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
