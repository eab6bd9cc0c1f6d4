import { Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

/** A link made to be shared: its address and what the person who gets it is told of it. */
export type SharedLink = { address: string; note: string };

type ShareButtonProps = {
  /** What is shared: 'Receipt PG1/2026-27/000001', 'Statement of Ravi Kumar'. */
  title: string;
  /** Makes the link when it is asked for (a signed link that opens without signing in). */
  link: () => Promise<SharedLink>;
  variant?: 'default' | 'outline' | 'ghost';
};

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Share' a document (a receipt, a statement) through the phone's share sheet where the browser has
 * the Web Share API; elsewhere 'Copy link'. The link is made on the tap, so that only links that
 * were shared exist; a second tap while it is made does nothing.
 */
export function ShareButton({ title, link, variant = 'outline' }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  const sharing = canShare();

  const run = async () => {
    if (busy) return;
    setBusy(true);
    let made: SharedLink;
    try {
      made = await link();
    } catch {
      toast.error('Could not make the link. Check the connection and try again.');
      setBusy(false);
      return;
    }
    try {
      if (sharing) await navigator.share({ title, text: made.note, url: made.address });
      else {
        await navigator.clipboard.writeText(made.address);
        toast.success('Link copied', { description: made.note });
      }
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast.error(sharing ? 'Could not share the link' : 'Could not copy the link', {
          description: made.address,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} onClick={() => void run()} aria-busy={busy || undefined}>
      {sharing ? <Share2 aria-hidden="true" /> : <Link2 aria-hidden="true" />}
      {sharing ? 'Share' : 'Copy link'}
    </Button>
  );
}
