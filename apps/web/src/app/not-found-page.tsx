import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The 404 page: for unknown paths (full screen) and, inside the shell, for pages not built yet.
 */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-4 text-center',
        embedded ? 'min-h-[60vh]' : 'min-h-svh bg-muted/40',
      )}
    >
      <p className="font-bold text-6xl text-primary tracking-tight" aria-hidden="true">
        404
      </p>
      <h1 className="font-semibold text-xl">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground text-sm">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
