import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useRef, useState } from 'react';
import { useBackButtonCloses } from '@/lib/use-back-closes';
import { cn } from '@/lib/utils';

type ModalRootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void };

/**
 * The open state of a dialog's (or a confirmation's, or a sheet's) root, kept here unless the caller
 * keeps it: {@link useBackButtonCloses}, Back closes it rather than leaving the page.
 */
export function useModalRoot<P extends ModalRootProps>({ open, defaultOpen, onOpenChange, ...props }: P) {
  const [openHere, setOpenHere] = useState(defaultOpen ?? false);
  const isOpen = open ?? openHere;
  const change = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    // A handler answering false refused to close (see useBackButtonCloses).
    return (onOpenChange?.(next) as unknown) === false ? false : undefined;
  };
  useBackButtonCloses(isOpen, () => change(false));
  return { ...props, open: isOpen, onOpenChange: change };
}

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...useModalRoot(props)} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;

/** What dialogs, confirmations and sheets share: the dimmed page behind, and the centred box. */
export const modalClasses = {
  overlay:
    'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
  centred:
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  description: 'text-muted-foreground text-sm',
};

/** The dialog's (or sheet's) portal and dimmed page behind it, under `children`. */
export function DialogLayer({ overlaySlot, children }: { overlaySlot: string; children: React.ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot={overlaySlot} className={modalClasses.overlay} />
      {children}
    </DialogPrimitive.Portal>
  );
}

/** The X in a dialog's (or sheet's) top right corner, 'Close' to a screen reader. */
export function DialogCloseButton({ slot }: { slot: string }) {
  return (
    <DialogPrimitive.Close
      data-slot={slot}
      className="absolute top-4 right-4 rounded-xs opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0"
    >
      <XIcon aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

/**
 * What opened a dialog: the focused element as it opens, or, when that is an item of a menu (the
 * menu goes away), the button that opened the menu.
 */
function openerOf(focused: Element | null): HTMLElement | null {
  const menu = focused?.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  const opener = trigger ? document.getElementById(trigger) : focused;
  return opener instanceof HTMLElement && opener !== document.body ? opener : null;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and closing
 * gives focus back to what opened it (the button, or the menu's button for a menu's item).
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogLayer overlaySlot="dialog-overlay">
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const element = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !element?.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
        className={cn(modalClasses.centred, className)}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton slot="dialog-close" />}
      </DialogPrimitive.Content>
    </DialogLayer>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 pr-6 text-center sm:text-left', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn(modalClasses.footer, className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-semibold text-lg leading-none', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(modalClasses.description, className)}
      {...props}
    />
  );
}
