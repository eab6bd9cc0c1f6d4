import { Link2, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

type ShareButtonProps = {
  /** What is shared: 'Receipt PG1/2026-27/000001', 'Statement of Ravi Kumar'. */
  title: string;
  /** The page's address; this page's own when absent. */
  url?: string;
  variant?: 'default' | 'outline' | 'ghost';
};

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Share' a printable page (a receipt, a statement) with the phone's share sheet where the browser
 * has the Web Share API; elsewhere 'Copy link to print', the page's address for the signed-in
 * console (whoever opens it signs in to see it).
 */
export function ShareButton({ title, url, variant = 'outline' }: ShareButtonProps) {
  const address = () => url ?? window.location.href;

  if (canShare()) {
    return (
      <Button
        variant={variant}
        onClick={() =>
          void navigator.share({ title, url: address() }).catch((error: unknown) => {
            // Closing the share sheet is not a failure.
            if (error instanceof DOMException && error.name === 'AbortError') return;
            toast.error('Could not share the link', { description: address() });
          })
        }
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      onClick={() =>
        void navigator.clipboard.writeText(address()).then(
          () => toast.success('Link copied', { description: 'Open it signed in to the console to print.' }),
          () => toast.error('Could not copy the link', { description: address() }),
        )
      }
    >
      <Link2 aria-hidden="true" />
      Copy link to print
    </Button>
  );
}
