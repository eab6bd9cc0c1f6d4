import type { ApplicationReceipt } from '@pg/contracts/applications';
import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { ApplicationForm } from '@/features/applications/components/application-form';

const THANK_YOU =
  'Thank you for submitting your tenant application. We will review it and get back to you soon.';

/**
 * /tenant-application: the public form prospective tenants open from the QR code, without
 * signing in. `?branch=<code>` (the QR code's link) fills in the branch.
 */
export function TenantApplicationPage() {
  // Read from the address itself: the page is also opened without the console's router (apply.tsx).
  const [initialBranch] = useState(() =>
    (new URLSearchParams(window.location.search).get('branch') ?? '').slice(0, 200),
  );
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  // Each fresh form (the first, or another one after a submission) gets its own key.
  const [formKey, setFormKey] = useState(0);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Tenant Application Form';
  }, []);
  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  return (
    <main className="min-h-svh bg-muted/40 px-3 py-6 sm:px-4 sm:py-10">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
        <BrandMark name="PG Accommodation" size="md" className="justify-center" />
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl sm:text-2xl">Tenant Application Form</h1>
            </CardTitle>
            <CardDescription>Please fill in your details to apply for PG accommodation</CardDescription>
          </CardHeader>
          <CardContent>
            {receipt ? (
              <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
                <IconTile
                  icon={CircleCheck}
                  className="size-14 rounded-full bg-success/15 text-success"
                  iconClassName="size-8"
                />
                <h2 ref={doneRef} tabIndex={-1} className="font-semibold text-xl outline-none">
                  Application Submitted!
                </h2>
                <p className="max-w-sm text-muted-foreground text-sm">{THANK_YOU}</p>
                <p className="text-muted-foreground text-xs">{`Branch: ${receipt.branch.name} (${receipt.branch.code})`}</p>
                <Button
                  variant="outline"
                  className="mt-2"
                  onClick={() => {
                    setReceipt(null);
                    setFormKey((k) => k + 1);
                  }}
                >
                  Submit another application
                </Button>
              </div>
            ) : (
              <ApplicationForm key={formKey} initialBranch={initialBranch} onSubmitted={setReceipt} />
            )}
          </CardContent>
        </Card>
        <p className="flex items-center justify-center gap-1.5 px-2 text-center text-muted-foreground text-xs">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          Your details are sent securely and stored encrypted.
        </p>
      </div>
    </main>
  );
}
