import type { Writable } from 'node:stream';
import { XMLBuilder } from 'fast-xml-parser';
import type { Voucher } from './day-book.ts';

/**
 * The day book in Tally's XML import format (Gateway of Tally > Import > Vouchers): an ENVELOPE
 * whose HEADER asks to 'Import Data' and whose BODY > IMPORTDATA names the 'Vouchers' report and
 * the company, then one TALLYMESSAGE per voucher. Each voucher has two ledger entries: the debit
 * (ISDEEMEDPOSITIVE Yes, its AMOUNT negative) and the credit (No, positive), adding up to zero, as
 * Tally writes them. The ledgers are not in the file: they are created in Tally first
 * (docs/reports.md lists them).
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: ' ',
});

const tallyDate = (iso: string) => iso.replaceAll('-', '');
const amount = (value: number) => value.toFixed(2);

export function voucherXml(v: Voucher): string {
  return builder.build({
    TALLYMESSAGE: {
      '@xmlns:UDF': 'TallyUDF',
      VOUCHER: {
        '@VCHTYPE': v.type,
        '@ACTION': 'Create',
        DATE: tallyDate(v.date),
        VOUCHERTYPENAME: v.type,
        VOUCHERNUMBER: v.number,
        ...(v.party ? { PARTYNAME: v.party } : {}),
        NARRATION: v.narration,
        'ALLLEDGERENTRIES.LIST': [
          { LEDGERNAME: v.debit, ISDEEMEDPOSITIVE: 'Yes', AMOUNT: amount(-v.amount) },
          { LEDGERNAME: v.credit, ISDEEMEDPOSITIVE: 'No', AMOUNT: amount(v.amount) },
        ],
      },
    },
  });
}

/** The envelope up to REQUESTDATA's opening tag (the vouchers follow, written as they are read). */
const envelopeStart = (company: string) =>
  [
    '<ENVELOPE>',
    '<HEADER>',
    '<TALLYREQUEST>Import Data</TALLYREQUEST>',
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    '<REPORTNAME>Vouchers</REPORTNAME>',
    '<STATICVARIABLES>',
    builder.build({ SVCURRENTCOMPANY: company }).trim(),
    '</STATICVARIABLES>',
    '</REQUESTDESC>',
    '<REQUESTDATA>',
  ].join('\n');

/** Writes the envelope to `out`, the vouchers a month at a time, and ends it. */
export async function writeTally(company: string, chunks: AsyncIterable<Voucher[]>, out: Writable) {
  out.write(`<?xml version="1.0" encoding="UTF-8"?>\n${envelopeStart(company)}\n`);
  for await (const chunk of chunks) {
    if (chunk.length) out.write(chunk.map(voucherXml).join(''));
  }
  out.write('</REQUESTDATA>\n</IMPORTDATA>\n</BODY>\n</ENVELOPE>\n');
  out.end();
}
