import { type AdminUser, ROLE_LABELS, SELF_DEMOTION_MESSAGE } from '@app/core/admin-console';
import { formatCount } from '@app/core/format-count';
import { ROLES, type Role } from '@app/core/roles';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '@/components/filter-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { adminConsoleKeys, changeRole, fetchUsers, USERS_PAGE_SIZE } from './admin-console-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';
import { PageNav } from './page-nav';

/** Typing settles for this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * Users: search by name or e-mail, each user's role, and a role picker that grants or removes
 * moderator and admin. A page at a time, so a server with many users stays quick. The server
 * refuses an admin removing their own admin role; the picker of one's own row is disabled.
 */
export function UsersSection() {
  const searchId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const users = useQuery({
    queryKey: adminConsoleKeys.users(search, offset),
    queryFn: ({ signal }) => fetchUsers(search, offset, signal),
    placeholderData: keepPreviousData,
  });
  const total = users.data?.total ?? 0;
  const shown = users.data?.users ?? [];

  return (
    <section aria-labelledby="admin-users-title" data-testid="admin-users">
      <h2 id="admin-users-title" className="text-2xl font-semibold tracking-tight">
        Users
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Find an account by name or e-mail and change its role. Moderators and admins have every right of a
        user; admins also open this panel.
      </p>
      <div className="relative mt-4 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search users by name or e-mail
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name or e-mail..."
          className="pl-9"
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="mt-3 text-sm text-muted-foreground"
        data-testid="users-count"
      >
        {users.data ? `${formatCount(total)} ${total === 1 ? 'user' : 'users'}` : 'Loading users...'}
      </p>
      {users.isPending ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : users.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">{errorMessage(users.error, 'The users could not be loaded.')}</p>
          <Button size="sm" variant="outline" onClick={() => users.refetch()}>
            Try again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No user matches this search.</p>
      ) : (
        <HistoryTable label="Users" testId="users-table" columns={['Name', 'E-mail', 'Joined', 'Role']}>
          {shown.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </HistoryTable>
      )}
      <PageNav
        label="Users pages"
        offset={offset}
        pageSize={USERS_PAGE_SIZE}
        total={total}
        onChange={setOffset}
      />
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const [saving, setSaving] = useState(false);
  const isSelf = me?.id === user.id;
  const name = user.fullName || user.email;

  async function save(role: Role) {
    if (role === user.role) return;
    setSaving(true);
    try {
      await changeRole(user, role);
      toast.success('Role changed', `${name} is now ${ROLE_LABELS[role].toLowerCase()}.`);
    } catch (error) {
      toast.error('The role was not changed', errorMessage(error));
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.allUsers });
    }
  }

  return (
    <tr className="border-t align-middle" data-user-email={user.email}>
      <td className="px-4 py-2">
        <span className="flex flex-wrap items-center gap-2">
          {user.fullName || <span className="text-muted-foreground">No name</span>}
          {isSelf && <Badge variant="outline">You</Badge>}
        </span>
      </td>
      <td className="px-4 py-2 break-all">{user.email}</td>
      <td className="px-4 py-2 whitespace-nowrap">
        <time dateTime={user.createdAt}>{formatSyncTime(user.createdAt)}</time>
      </td>
      <td className="px-4 py-2">
        <div className="flex flex-col gap-1">
          <fieldset disabled={saving || isSelf} className="min-w-36">
            <NativeSelect
              label={`Role of ${name}`}
              value={user.role}
              onChange={(value) => void save(value as Role)}
              selectClassName="h-9 disabled:opacity-60"
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </fieldset>
          {isSelf && user.role === 'admin' && (
            <span className="text-xs text-muted-foreground">{SELF_DEMOTION_MESSAGE}</span>
          )}
        </div>
      </td>
    </tr>
  );
}
