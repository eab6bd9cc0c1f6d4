import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/utils';

type PageMessageProps = {
  icon: LucideIcon;
  /** 'destructive' for something gone wrong; muted otherwise. */
  tone?: 'muted' | 'destructive';
  /** The heading ('No Branch Selected'), an h2 unless the message is the page's own heading. */
  title?: string;
  level?: 'h1' | 'h2';
  titleClassName?: string;
  /** The frame: its height, a border, the gap. */
  className?: string;
  /** The words under the heading, and a button. */
  children: React.ReactNode;
};

/** What a page shows in place of its content: an icon in a circle, a heading, a line or two, centred. */
export function PageMessage({
  icon,
  tone = 'muted',
  title,
  level: Heading = 'h2',
  titleClassName,
  className,
  children,
}: PageMessageProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 px-4 text-center', className)}>
      <IconTile
        icon={icon}
        className={cn(
          'size-12 rounded-full',
          tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-muted text-muted-foreground',
        )}
        iconClassName="size-6"
      />
      {title && <Heading className={cn('font-semibold text-lg', titleClassName)}>{title}</Heading>}
      {children}
    </div>
  );
}
