import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useSession } from '@/lib/session';

/**
 * Over the page, when the session in use ends (it ran out, or was ended from another device): the
 * page and its open forms stay as they were underneath. Signing in again as the same user carries
 * on there, with every list loaded afresh; someone else signing in starts at the dashboard.
 */
export function SessionEndedDialog() {
  const { status, endedBy, user } = useSession();
  const queryClient = useQueryClient();
  const open = status === 'unauthenticated' && endedBy === 'expired';
  // The user whose session ended, kept while the dialog shows.
  const previous = useRef(user);
  if (open && user) previous.current = user;

  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        className="sm:max-w-sm"
      >
        <DialogHeader>
          <DialogTitle>Signed out — sign in to continue</DialogTitle>
          <DialogDescription>
            Your session has ended. Sign in again to carry on where you were: what you typed is still here.
          </DialogDescription>
        </DialogHeader>
        <SignInForm
          defaultEmail={previous.current?.email ?? ''}
          onSignedIn={(signedIn) => {
            // Someone else: the console starts afresh for them, with nothing of the page left.
            if (signedIn.id !== previous.current?.id) window.location.replace('/');
            else void queryClient.invalidateQueries();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
