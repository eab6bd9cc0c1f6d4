import { whatsAppLink } from '@pg/contracts/collecting';
import { TENANT_INVITE_DAYS, type TenantInvite, tenantInviteLink } from '@pg/contracts/tenant-app';
import type { Tenant } from '@pg/contracts/tenants';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, MessageCircle, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/toast';
import { QrImage } from '@/domain/payments/qr';
import { apiClient, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCopyLink } from '@/lib/use-copy-link';

/**
 * 'Invite to the tenant app': a new single-use link for the tenant (valid 7 days; an earlier one
 * not used stops working), shown as a QR code to scan from their phone, to copy, or to send on
 * WhatsApp. Opening it, the tenant sets their PIN; a forgotten PIN is a new invite.
 */
export function TenantAppInviteDialog({ tenant }: { tenant: Tenant }) {
  const [open, setOpen] = useState(false);
  const copyLink = useCopyLink();
  const invite = useMutation({
    mutationFn: () =>
      apiClient.post<TenantInvite>(`/api/tenants/${encodeURIComponent(tenant.id)}/app-invite`),
    onError: (error) => toast.error(errorMessage(error, 'Could not create the invite')),
  });
  const link = invite.data ? tenantInviteLink(window.location.origin, invite.data.token) : null;
  const message = link
    ? `Hello ${tenant.name}, open this link to see your dues, pay and raise complaints in the tenant app (valid ${TENANT_INVITE_DAYS} days): ${link}`
    : '';
  const whatsApp = link ? whatsAppLink(tenant.phone, message) : null;

  const copy = async () => {
    if (link) await copyLink.copy(link);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        copyLink.reset();
        if (next) invite.mutate();
        else invite.reset();
      }}
      className="sm:max-w-sm"
      title="Invite to the tenant app"
      description={`A link for ${tenant.name} to set a PIN and sign in with their phone number. It works once, for ${TENANT_INVITE_DAYS} days.`}
      trigger={
        <Button variant="outline" size="sm">
          <Smartphone aria-hidden="true" />
          Invite to the tenant app
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3">
        {link ? (
          <>
            <QrImage text={link} size={240} alt={`QR code of the tenant app invite for ${tenant.name}`} />
            <p
              className="break-all text-center text-muted-foreground text-xs"
              data-testid="tenant-invite-link"
            >
              {link}
            </p>
            <p className="text-center text-sm">{`Valid until ${formatDate(invite.data!.expires_at)}`}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                {copyLink.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copyLink.copied ? 'Copied' : 'Copy link'}
              </Button>
              {whatsApp && (
                <Button variant="outline" size="sm" asChild>
                  <a href={whatsApp} target="_blank" rel="noopener">
                    <MessageCircle aria-hidden="true" />
                    Send on WhatsApp
                  </a>
                </Button>
              )}
            </div>
          </>
        ) : invite.isError ? (
          <Button variant="outline" onClick={() => invite.mutate()}>
            Try again
          </Button>
        ) : (
          <p className="text-muted-foreground text-sm">Creating the invite…</p>
        )}
      </div>
    </DialogFrame>
  );
}
