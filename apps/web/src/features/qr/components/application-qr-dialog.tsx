import { Check, Copy, Download, Printer, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { markQrShared, SHOW_APPLICATION_QR } from '@/domain/branches/setup-progress';
import { renderQr } from '@/domain/payments/qr';
import { useBranch } from '@/lib/branch-context';
import { useCopyLink } from '@/lib/use-copy-link';

const QR_SIZE = 300;

/** The public form's absolute address, with the branch filled in when one is selected. */
function applicationAddress(origin: string, branchCode: string | null) {
  const url = new URL('/tenant-application', origin);
  if (branchCode) url.searchParams.set('branch', branchCode);
  return url.toString();
}

/**
 * Prints a poster (heading, large QR code, address) from an invisible frame, so that only the
 * poster is printed, not the console behind the dialog. Built with DOM calls, never HTML strings.
 */
async function printPoster(heading: string, address: string) {
  const image = await renderQr(address, 1024);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.title = heading;
  Object.assign(doc.body.style, {
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
    margin: '48px 24px',
  });
  const h1 = doc.createElement('h1');
  h1.textContent = heading;
  Object.assign(h1.style, { fontSize: '28px', margin: '0 0 8px' });
  const p = doc.createElement('p');
  p.textContent = 'Scan this QR code to open the tenant application form';
  Object.assign(p.style, { fontSize: '18px', margin: '0 0 24px' });
  const img = doc.createElement('img');
  img.src = image;
  img.alt = '';
  Object.assign(img.style, { width: '10cm', height: '10cm' });
  const link = doc.createElement('p');
  link.textContent = address;
  Object.assign(link.style, { fontSize: '14px', marginTop: '16px', wordBreak: 'break-all' });
  doc.body.append(h1, p, img, link);
  await img.decode().catch(() => undefined);
  const cleanup = () => setTimeout(() => frame.remove(), 500);
  win.addEventListener('afterprint', cleanup, { once: true });
  win.focus();
  win.print();
  // Browsers that do not fire afterprint: remove the frame after a while anyway.
  setTimeout(() => frame.remove(), 60_000);
}

/**
 * The header's QR dialog ('Tenant Application QR Code'): a 300x300 QR code of the public form's
 * address for the selected branch, to download as PNG or print for the reception desk.
 */
export function ApplicationQrDialog() {
  const { selectedBranch } = useBranch();
  const [opened, setOpen] = useState(false);
  // A link can open it too (the dashboard's first-run checklist): `?show=application-qr`.
  const [params, setParams] = useSearchParams();
  const open = opened || params.get(SHOW_APPLICATION_QR.name) === SHOW_APPLICATION_QR.value;
  const shared = () => {
    if (selectedBranch) markQrShared(selectedBranch.id);
  };
  const [image, setImage] = useState<string | null>(null);
  const copyLink = useCopyLink();
  const address = applicationAddress(window.location.origin, selectedBranch?.code ?? null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setImage(null);
    renderQr(address, QR_SIZE)
      .then((url) => !cancelled && setImage(url))
      .catch(() => !cancelled && toast.error('Failed to create the QR code'));
    return () => {
      cancelled = true;
    };
  }, [open, address]);

  const fileName = `tenant-application-qr${selectedBranch ? `-${selectedBranch.code}` : ''}.png`.replace(
    /[^\w.-]+/g,
    '_',
  );
  const heading = selectedBranch ? `Apply for a room at ${selectedBranch.name}` : 'Apply for a room';

  const copy = async () => {
    if (await copyLink.copy(address)) shared();
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        copyLink.reset();
        if (!next && params.has(SHOW_APPLICATION_QR.name)) {
          setParams(
            (p) => {
              p.delete(SHOW_APPLICATION_QR.name);
              return p;
            },
            { replace: true },
          );
        }
      }}
      className="sm:max-w-sm"
      title="Tenant Application QR Code"
      description="Scan this QR code to open the tenant application form"
      trigger={
        <Button variant="ghost" size="icon" aria-label="Tenant application QR code">
          <QrCode className="size-5" aria-hidden="true" />
        </Button>
      }
      footerClassName="sm:justify-center"
      footer={
        <>
          <Button variant="outline" onClick={() => void copy()}>
            {copyLink.copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copyLink.copied ? 'Copied' : 'Copy link'}
          </Button>
          <Button variant="outline" asChild disabled={!image}>
            <a
              href={image ?? undefined}
              download={fileName}
              aria-disabled={!image || undefined}
              onClick={shared}
            >
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
          <Button
            onClick={() => {
              shared();
              void printPoster(heading, address).catch(() => toast.error('Failed to print the QR code'));
            }}
          >
            <Printer aria-hidden="true" />
            Print
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3">
        {image ? (
          <img
            src={image}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={`QR code of the tenant application form${selectedBranch ? ` for ${selectedBranch.name}` : ''}`}
            className="size-[300px] max-w-full rounded-md border bg-white"
          />
        ) : (
          <Skeleton className="size-[300px] max-w-full" />
        )}
        <p className="w-full break-all text-center text-muted-foreground text-xs">{address}</p>
        {!selectedBranch && (
          <p className="text-center text-muted-foreground text-xs">
            No branch is selected: applicants will type the branch themselves.
          </p>
        )}
      </div>
    </DialogFrame>
  );
}
