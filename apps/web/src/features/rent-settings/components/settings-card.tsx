import type * as React from 'react';
import type { FieldValues } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type BoundFieldProps, FormMessage } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** A card of the Rent settings page: its heading, a line under it, then its form and Save button. */
export function SettingsCard<T extends FieldValues>({
  title,
  description,
  status,
  form,
  onSubmit,
  pending,
  canSave,
  saveLabel,
  extraActions,
  children,
}: {
  title: string;
  description: React.ReactNode;
  /** What is in force now ('No late fees'), above the form. */
  status?: React.ReactNode;
  form: BoundFieldProps<T>['form'] | null;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  canSave: boolean;
  saveLabel: string;
  extraActions?: React.ReactNode;
  /** The fields, or the loading and failed states while there is no form yet. */
  children: React.ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status && <p className="text-sm">{status}</p>}
        {form ? (
          <form noValidate onSubmit={onSubmit} aria-labelledby={id} className="grid gap-4">
            <fieldset disabled={!canSave || pending} className="grid min-w-0 gap-4">
              {children}
            </fieldset>
            <FormMessage form={form} />
            {canSave && (
              <div className="flex flex-wrap justify-end gap-2">
                {extraActions}
                <SubmitButton pending={pending}>{saveLabel}</SubmitButton>
              </div>
            )}
          </form>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
