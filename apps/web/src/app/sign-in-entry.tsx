import type * as React from 'react';
import { useEffect, useState } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AuthPage, redirectTarget } from '@/features/auth/auth-page';
import { onFirstInteraction } from '@/lib/first-interaction';
import { useSession } from '@/lib/session';

/** The console's router and the code of its pages' frame, which the sign-in page itself does not need. */
const loadConsole = () => import('@/app/router');

/**
 * /auth opened by address (sign-in.tsx). The sign-in page is drawn without the console's router, a
 * third of the code a phone would otherwise fetch before the form. That code is fetched at the first
 * touch or key press (while the user types), and once signed in the console takes the page over in
 * place, at the page to go to: nothing is loaded again and the session stays in memory.
 */
export function SignInEntry() {
  const { status } = useSession();
  const [Console, setConsole] = useState<React.ComponentType | null>(null);
  const authenticated = status === 'authenticated';

  useEffect(() => onFirstInteraction(() => void loadConsole().catch(() => {})), []);

  useEffect(() => {
    if (!authenticated) return;
    let current = true;
    // The page that sent the user here, when /auth was reloaded after it: kept by the router in
    // the history entry's state, under `usr`.
    const state = window.history.state as { usr?: unknown } | null;
    const target = redirectTarget(state?.usr);
    loadConsole().then(
      ({ AppRouter }) => {
        if (!current) return;
        window.history.replaceState(null, '', target);
        setConsole(() => AppRouter);
      },
      // The connection dropped: opening the page afresh fetches the console again (a failed module
      // fetch is not retried by the browser within a page); the session comes back from its cookie.
      () => {
        if (current) window.location.replace(target);
      },
    );
    return () => {
      current = false;
    };
  }, [authenticated]);

  if (Console) return <Console />;
  if (authenticated) return <FullPageSpinner />;
  return <AuthPage />;
}
