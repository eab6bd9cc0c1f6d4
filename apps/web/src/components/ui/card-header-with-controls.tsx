import type * as React from 'react';
import { CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A card's header with controls beside the title (a search, a filter): the title (the card's <h2>)
 * and the lines under it (`children`) on the left, the controls on the right; stacked on a phone.
 */
export function CardHeaderWithControls({
  title,
  controls,
  children,
}: {
  title: string;
  controls: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
      <div className="space-y-1.5">
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {children}
      </div>
      {controls}
    </CardHeader>
  );
}
