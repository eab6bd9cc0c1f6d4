import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);

  return (
    <PageMessage
      icon={TriangleAlert}
      tone="destructive"
      title="Something went wrong"
      level="h1"
      titleClassName="text-xl"
      className="min-h-svh gap-4"
    >
      <p className="max-w-sm text-muted-foreground text-sm">
        This page could not be shown. Reloading usually helps; if it keeps happening, tell your administrator.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </PageMessage>
  );
}
