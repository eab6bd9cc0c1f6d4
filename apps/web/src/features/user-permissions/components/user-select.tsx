import { useEffect } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { USER_OPTIONS_LIMIT, useUserOptions } from '@/features/user-permissions/api/get-user-options';

type UserSelectProps = { value: string | null; onChange: (userId: string) => void };

/** The user whose roles and permissions the page shows. */
export function UserSelect({ value, onChange }: UserSelectProps) {
  const query = useUserOptions();
  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch users', { id: 'users-fetch-error' });
  }, [query.isError]);

  const users = query.data?.items ?? [];
  const known = value !== null && users.some((u) => u.id === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="user-permissions-user">User</Label>
      <Select value={known ? value : ''} onValueChange={onChange} disabled={!query.isSuccess}>
        <SelectTrigger id="user-permissions-user" className="w-full sm:w-96">
          <SelectValue
            placeholder={
              query.isPending ? 'Loading users...' : query.isError ? 'Failed to fetch users' : 'Select a user'
            }
          />
        </SelectTrigger>
        <SelectContent>
          {users.map((u) => (
            <SelectItem key={u.id} value={u.id}>
              {u.email}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {query.isSuccess && query.data.total > USER_OPTIONS_LIMIT && (
        <p className="text-muted-foreground text-xs">
          Showing the first {USER_OPTIONS_LIMIT} of {query.data.total} users by email.
        </p>
      )}
    </div>
  );
}
