import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Classes of the description, e.g. 'break-all' for an email address. */
  descriptionClassName?: string;
  /** Classes of the dialog: its width (default sm:max-w-lg), its layout. */
  className?: string;
  /** The button that opens the dialog, when the dialog brings its own. */
  trigger?: React.ReactNode;
  /** The dialog's buttons, under its body; none when absent. */
  footer?: React.ReactNode;
  footerClassName?: string;
  /** The dialog's body. */
  children: React.ReactNode;
};

/**
 * A dialog's frame: title and description on top, then the body and the row of buttons. FormDialog
 * (one form) and ConfirmDialog (one question) are the usual dialogs; this is for the others.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  className,
  trigger,
  footer,
  footerClassName,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer && <DialogFooter className={footerClassName}>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
