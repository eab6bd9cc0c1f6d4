import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * An icon centred in a coloured square or circle (the logo, a card's icon, a message's); the
 * caller gives its size, shape and colours, and the icon's size. Decorative: the words beside it
 * say what it means.
 */
export function IconTile({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}

const CARD_ICON_TONES = {
  warning: 'bg-warning/20 text-warning-foreground',
  destructive: 'bg-destructive/15 text-destructive',
};

/** A dashboard card's icon, beside its heading: a rounded square in the card's tone. */
export function CardIcon({ icon, tone }: { icon: LucideIcon; tone: keyof typeof CARD_ICON_TONES }) {
  return (
    <IconTile
      icon={icon}
      className={cn('size-10 shrink-0 rounded-lg', CARD_ICON_TONES[tone])}
      iconClassName="size-5"
    />
  );
}
