import { z } from 'zod';
import { tenantStatement } from './dues.ts';
import { paymentReceipt } from './payments.ts';
import { rentReceipts, rentReceiptsQuery } from './rent-receipts.ts';
import { settlement } from './settlements.ts';
import { tenantHome } from './tenant-app.ts';

/**
 * A signed link: one document of one tenant that opens without signing in, for 30 days, at
 * /tenant-app#doc=<token> (after the '#', so no server log keeps the token). A receipt, the HRA rent
 * receipts of chosen months, a statement, a move-out settlement, or 'pay' (what is owed now, the
 * branch's UPI QR code and link), which reminders carry.
 */
export const DOCUMENT_KINDS = ['receipt', 'rent-receipts', 'statement', 'settlement', 'pay'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** How long a link opens its document. */
export const DOCUMENT_LINK_DAYS = 30;

/** A link made for staff to share: its token and when it stops opening the document. */
export const documentLink = z.object({ token: z.string(), expires_at: z.string() });
export type DocumentLink = z.infer<typeof documentLink>;

/** The HRA rent receipts' link names the months, as their page does. */
export const rentReceiptsLinkInput = rentReceiptsQuery;

/** The address a link opens: the tenant app's page, the token after the '#'. */
export const documentAddress = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/tenant-app#doc=${token}`;

/** A token read from a link (base64url, two parts); the server checks its signature. */
export const documentLinkToken = z
  .object({
    token: z
      .string()
      .max(1000)
      .regex(/^[\w-]+\.[\w-]+$/, { message: 'This link is not complete. Open it again from the message.' }),
  })
  .strict();

export const LINK_NOT_VALID = 'This link is not valid. Ask your PG for a new one.';
export const LINK_EXPIRED = 'This link has expired. Ask your PG for a new one.';
export const LINK_GONE = 'This document is no longer available. Ask your PG if you need it.';

/** What a link opens: the document, as the console's own page for it shows it. */
export const linkedDocument = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('receipt'), expires_at: z.string(), receipt: paymentReceipt }),
  z.object({ kind: z.literal('rent-receipts'), expires_at: z.string(), rent_receipts: rentReceipts }),
  z.object({ kind: z.literal('statement'), expires_at: z.string(), statement: tenantStatement }),
  z.object({ kind: z.literal('settlement'), expires_at: z.string(), settlement }),
  z.object({ kind: z.literal('pay'), expires_at: z.string(), pay: tenantHome }),
]);
export type LinkedDocument = z.infer<typeof linkedDocument>;
