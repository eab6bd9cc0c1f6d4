import type { LucideIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { Fragment } from 'react';
import { cn } from '@/lib/utils';

/**
 * Not modal: an open menu leaves the page as it is (nothing hidden from screen readers while it
 * stays focusable); Escape, a choice or a tap elsewhere closes it.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[8rem] origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto overflow-x-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  inset,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  inset?: boolean;
  variant?: 'default' | 'destructive';
}) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset}
      data-variant={variant}
      className={cn(
        "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[disabled]:opacity-50 data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive sm:py-1.5 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground data-[variant=destructive]:[&_svg]:text-destructive! [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset}
      className={cn('px-2 py-1.5 font-semibold text-sm data-[inset]:pl-8', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

/** One choice of a record's menu ('Edit', 'Void', 'Mark as left'). */
export type MenuAction = {
  key: string;
  label: string;
  icon?: LucideIcon;
  destructive?: boolean;
  /** A separator above it. */
  separated?: boolean;
  disabled?: boolean;
  /** A line under the choice, e.g. why it is disabled. */
  note?: string | undefined;
  onSelect: () => void;
};

type ActionMenuProps = {
  /** The button that opens the menu. */
  trigger: React.ReactNode;
  /** Above the choices, e.g. the record's name or 'Now: Open'. */
  heading?: React.ReactNode;
  headingClassName?: string;
  className?: string;
  actions: MenuAction[];
};

/** A menu of the changes a record can take, opened from its row; it opens at the button's end. */
export function ActionMenu({ trigger, heading, headingClassName, className, actions }: ActionMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={className}>
        {heading && <DropdownMenuLabel className={headingClassName}>{heading}</DropdownMenuLabel>}
        {actions.map(({ key, label, icon: Icon, destructive, separated, disabled, note, onSelect }) => (
          <Fragment key={key}>
            {separated && <DropdownMenuSeparator />}
            <DropdownMenuItem
              variant={destructive ? 'destructive' : 'default'}
              disabled={disabled}
              onSelect={onSelect}
            >
              {Icon && <Icon aria-hidden="true" />}
              {label}
            </DropdownMenuItem>
            {note && <p className="px-2 pb-1.5 text-muted-foreground text-xs">{note}</p>}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
