import { RENT_RECEIPT_TEXTS } from '@pg/contracts/rent-receipts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useRentMonths } from '@/features/tenants/api/get-rent-receipts';
import { formatMoney } from '@/lib/format';

/** 'March 2026' for 2026-03. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * 'Rent receipts': the months the tenant paid rent in, to choose from (the latest is chosen), then
 * one printable receipt per month.
 */
export function RentReceiptsDialog({
  tenantId,
  open,
  onOpenChange,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const months = useRentMonths(tenantId, open);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const items = months.data?.items ?? [];

  // Each opening starts with the latest month chosen.
  useEffect(() => {
    const latest = months.data?.items[0]?.month;
    if (open) setChosen(latest ? [latest] : []);
  }, [open, months.data]);

  const toggle = (month: string, on: boolean) =>
    setChosen((c) => (on ? [...c, month] : c.filter((m) => m !== month)));

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={RENT_RECEIPT_TEXTS.title}
      description="Choose the months: one receipt per month, to print or share for an HRA claim."
    >
      {months.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-full" />
        </div>
      ) : months.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load the months
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{RENT_RECEIPT_TEXTS.noMonths}</p>
      ) : (
        <fieldset className="grid max-h-72 gap-1 overflow-y-auto">
          <legend className="sr-only">Months</legend>
          {items.map((m) => (
            <Label
              key={m.month}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-2 hover:bg-muted"
            >
              <span className="flex items-center gap-3">
                <Checkbox
                  checked={chosen.includes(m.month)}
                  onCheckedChange={(on) => toggle(m.month, on === true)}
                />
                {monthName(m.month)}
              </span>
              <span className="text-muted-foreground tabular-nums">{formatMoney(m.amount)}</span>
            </Label>
          ))}
        </fieldset>
      )}
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() =>
            navigate(`/tenants/${tenantId}/rent-receipts?months=${[...chosen].sort().join(',')}`)
          }
        >
          Print receipts
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
