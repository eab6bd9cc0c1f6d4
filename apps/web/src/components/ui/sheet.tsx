import { Dialog as SheetPrimitive } from 'radix-ui';
import type * as React from 'react';
import { Dialog, DialogCloseButton, DialogLayer, modalClasses } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

/**
 * A panel that slides in from an edge of the screen; a modal dialog underneath (focus is trapped).
 * Back closes it rather than leaving the page, as a dialog's.
 */
export const Sheet = Dialog;

export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: 'left' | 'right';
  showCloseButton?: boolean;
}) {
  return (
    <DialogLayer overlaySlot="sheet-overlay">
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 bg-background shadow-lg outline-none sm:max-w-sm',
          side === 'right' &&
            'right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
          side === 'left' &&
            'left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton slot="sheet-close" />}
      </SheetPrimitive.Content>
    </DialogLayer>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn(modalClasses.description, className)}
      {...props}
    />
  );
}
