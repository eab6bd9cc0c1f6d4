import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';

/** How long a copy button says 'Copied'. */
const COPIED_MS = 2000;

/**
 * Copies a link to the clipboard: `copied` is true for two seconds after, for the button to say so;
 * a refusal (no clipboard, permission denied) says so with the link under it, to copy by hand.
 * `copy` answers whether it was copied.
 */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error('Could not copy the link', { description: link });
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  };
  const reset = () => {
    clearTimeout(timer.current);
    setCopied(false);
  };
  return { copied, copy, reset };
}
