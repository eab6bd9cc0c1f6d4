import type * as React from 'react';
import { PageHeader } from '@/components/ui/page-header';

/** The frame of the floors, rooms and beds pages: title, description, actions, content. */
export function PageFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
