import { CalendarCheck, CircleUser, CreditCard, KeyRound, LifeBuoy, LogOut, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/lib/session';

const ProfileDialog = lazy(() =>
  import('@/features/account/components/profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('@/features/account/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** The header's account menu ('My Account'). */
export function AccountMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    await signOut('local');
    navigate('/auth', { replace: true });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label="My Account">
            <CircleUser className="size-5" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <span className="block font-semibold">My Account</span>
            {user && <span className="block truncate text-muted-foreground text-xs">{user.email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => setDialog('profile')}>
              <User aria-hidden="true" />
              Profile
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('password')}>
              <KeyRound aria-hidden="true" />
              Change Password
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => navigate('/payments')}>
              <CreditCard aria-hidden="true" />
              Billing Dashboard
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/complaints')}>
              <LifeBuoy aria-hidden="true" />
              Support Tickets
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/applications')}>
              <CalendarCheck aria-hidden="true" />
              Online Booking Subscriptions
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" disabled={signingOut} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense>
        {dialog === 'profile' && (
          <ProfileDialog open onOpenChange={(open) => setDialog(open ? 'profile' : null)} />
        )}
        {dialog === 'password' && (
          <ChangePasswordDialog open onOpenChange={(open) => setDialog(open ? 'password' : null)} />
        )}
      </Suspense>
    </>
  );
}
