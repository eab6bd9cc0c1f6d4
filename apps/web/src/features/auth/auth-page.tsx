import { lazy, Suspense } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSetupStatus } from '@/features/auth/api/get-setup-status';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import type { AuthRedirectState } from '@/lib/session';
import { useSession } from '@/lib/session';

/** Only a first run creates an administrator: its form (and the schema it checks) is fetched then. */
const SetupForm = lazy(() =>
  import('@/features/auth/components/setup-form').then((m) => ({ default: m.SetupForm })),
);

/**
 * Where to go after signing in: back to the page that sent the user here (the router's location
 * state, AuthRedirectState), else home.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as AuthRedirectState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/auth')
    return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * /auth: sign-in, or on first run the creation of the first administrator. Drawn without a session
 * only: once signed in, the page that shows it leaves it (auth-route.tsx inside the console,
 * sign-in.tsx when /auth is the page the browser opened).
 */
export function AuthPage() {
  const { status } = useSession();
  // Asked while the session is still being restored, not after.
  const setupStatus = useSetupStatus({ enabled: status !== 'authenticated' });
  const needsSetup = setupStatus.data?.needs_setup === true;

  return (
    <div className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <BrandMark name="PG Console" size="lg" className="mb-6" />
      <Card className="w-full max-w-sm">
        {/* The sign-in form from the first paint (the page's build-time HTML), while the session
            is restored and the console asked whether it has users: only a first run replaces it. */}
        {needsSetup ? (
          <>
            <CardHeader>
              <CardTitle>
                <h1 className="text-xl">Create the first administrator</h1>
              </CardTitle>
              <CardDescription>
                This console has no users yet. The account you create now can manage everything, including
                branches and other users.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense
                fallback={
                  <div className="grid gap-4" aria-busy="true">
                    <FormSkeleton />
                  </div>
                }
              >
                <SetupForm />
              </Suspense>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <CardTitle>
                <h1 className="text-xl">Welcome back</h1>
              </CardTitle>
              <CardDescription>Sign in to manage your PG branches.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignInForm />
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}

/** Two fields and a button, the shape of the form that replaces them (in a grid with gap-4). */
function FormSkeleton() {
  return (
    <>
      {['w-12', 'w-16'].map((labelWidth) => (
        <div key={labelWidth} className="grid gap-2">
          <Skeleton className={`h-3.5 ${labelWidth}`} />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="mt-2 h-9 w-full" />
    </>
  );
}
