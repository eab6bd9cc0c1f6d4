import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { startTransition, useEffect, useState } from 'react';
import type * as Sonner from 'sonner';
import { AppUpdates } from '@/app/app-updates';
import { loadToasts, whenToastsLoaded } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { onFirstInteraction } from '@/lib/first-interaction';
import { SessionProvider } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';

/*
 * Sonner's rich colours, darkened so that each toast's text reads at 4.5:1 or more on its own
 * background (WCAG AA); the defaults give green 4.25:1.
 */
const toastColours = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as React.CSSProperties;

/**
 * Toasts: bottom right, three at a time, on a computer; on a phone one at a time, at the bottom,
 * where the thumb is, and never over the header's branch and menu. The library is fetched at the user's first touch, click or key press (every toast
 * answers something they did), or at the first toast if one comes before (components/ui/toast.ts):
 * opening a page on a phone does not spend its first seconds on it.
 */
function AppToaster() {
  const phone = useIsMobile();
  const [library, setLibrary] = useState<typeof Sonner | null>(null);
  useEffect(() => {
    const stop = whenToastsLoaded((loaded) => startTransition(() => setLibrary(loaded)));
    const stopWaiting = onFirstInteraction(() => void loadToasts());
    return () => {
      stop();
      stopWaiting();
    };
  }, []);
  if (!library) return null;
  const { Toaster } = library;
  return (
    <Toaster
      richColors
      closeButton
      position={phone ? 'bottom-center' : 'bottom-right'}
      visibleToasts={phone ? 1 : 3}
      duration={phone ? 3000 : 4000}
      style={toastColours}
    />
  );
}

/** Retry what may pass on a second try (network, 5xx, 408, 429), never a refusal (4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  ) {
    return false;
  }
  return failureCount < 2;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 5_000),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The data cache, the toasts and, unless `session` is false (a public page), the session and the
 * installed app's service worker (a visitor filling in the application form is not installing it).
 */
export function AppProviders({ children, session = true }: { children: React.ReactNode; session?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const page = (
    <>
      {children}
      <AppToaster />
      {session && <AppUpdates />}
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {session ? <SessionProvider>{page}</SessionProvider> : page}
    </QueryClientProvider>
  );
}
