import { describe, expect, it } from 'vitest';
import { branchPaymentDetailsInput } from '../src/branches.ts';
import {
  DEFAULT_REMINDER_TEMPLATE,
  fillReminderTemplate,
  isPan,
  isVpa,
  remindedText,
  reminderMonths,
  unknownPlaceholders,
  upiLink,
  whatsAppLink,
} from '../src/collecting.ts';

describe('upiLink', () => {
  it.each([
    [
      { vpa: 'owner@okaxis', payee: 'Ravi Kumar', amount: 1234.5, note: 'Rent PG1' },
      'upi://pay?pa=owner@okaxis&pn=Ravi%20Kumar&am=1234.50&cu=INR&tn=Rent%20PG1',
    ],
    [
      { vpa: 'shanti.pg@ybl', payee: 'Sri Sai PG & Hostel', amount: 7000, note: 'Rent & food' },
      'upi://pay?pa=shanti.pg@ybl&pn=Sri%20Sai%20PG%20%26%20Hostel&am=7000.00&cu=INR&tn=Rent%20%26%20food',
    ],
    [
      { vpa: 'a1@upi', payee: 'शांति पीजी', amount: 0.01, note: 'किराया' },
      'upi://pay?pa=a1@upi&pn=%E0%A4%B6%E0%A4%BE%E0%A4%82%E0%A4%A4%E0%A4%BF%20%E0%A4%AA%E0%A5%80%E0%A4%9C%E0%A5%80&am=0.01&cu=INR&tn=%E0%A4%95%E0%A4%BF%E0%A4%B0%E0%A4%BE%E0%A4%AF%E0%A4%BE',
    ],
    [
      { vpa: 'x@y', payee: 'A=B?C', amount: 9999999.99, note: '50% / #1 + more' },
      'upi://pay?pa=x@y&pn=A%3DB%3FC&am=9999999.99&cu=INR&tn=50%25%20%2F%20%231%20%2B%20more',
    ],
  ])('%o', (input, expected) => {
    expect(upiLink(input)).toBe(expected);
  });

  it('round-trips every value through URLSearchParams-style decoding', () => {
    const link = upiLink({ vpa: 'owner@okaxis', payee: 'Rāma & Sons', amount: 100.1, note: 'नवंबर rent' });
    const query = link.slice('upi://pay?'.length);
    const params = query.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'owner@okaxis',
      pn: 'Rāma & Sons',
      am: '100.10',
      cu: 'INR',
      tn: 'नवंबर rent',
    });
  });

  it('cuts a long note to 50 characters without splitting one', () => {
    const link = upiLink({ vpa: 'a@b', payee: 'P', amount: 1, note: `${'x'.repeat(49)}😀😀` });
    expect(decodeURIComponent(link.split('tn=')[1]!)).toBe(`${'x'.repeat(49)}😀`);
  });
});

describe('whatsAppLink', () => {
  it('uses the international number without + and encodes the text', () => {
    expect(whatsAppLink('+919876543210', 'Hello Ravi & co\nPay: upi://pay?pa=a@b&am=1.00')).toBe(
      'https://wa.me/919876543210?text=Hello%20Ravi%20%26%20co%0APay%3A%20upi%3A%2F%2Fpay%3Fpa%3Da%40b%26am%3D1.00',
    );
  });
  it('accepts a number as staff type it', () => {
    expect(whatsAppLink('098765 43210', 'नमस्ते')).toBe(
      'https://wa.me/919876543210?text=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
    );
  });
  it.each(['', '12345', '+14155550100', '040 2345 6789'])(
    'is null for %s (not an Indian mobile)',
    (phone) => {
      expect(whatsAppLink(phone, 'x')).toBeNull();
    },
  );
});

describe('VPA and PAN', () => {
  it.each(['owner@okaxis', 'ravi.kumar-1@ybl', '9876543210@paytm', 'a_b@oksbi'])('%s is a VPA', (v) => {
    expect(isVpa(v)).toBe(true);
  });
  it.each(['owner', '@okaxis', 'owner@', 'own er@okaxis', 'owner@@okaxis', 'owner@ok axis', 'a@1bank'])(
    '%s is not a VPA',
    (v) => {
      expect(isVpa(v)).toBe(false);
    },
  );
  it.each(['ABCDE1234F', 'AAAPL1234C'])('%s is a PAN', (v) => {
    expect(isPan(v)).toBe(true);
  });
  it.each(['ABCDE1234', 'ABCD12345F', 'abcde1234f', 'ABCDE12345', 'ABCDE 1234F'])('%s is not a PAN', (v) => {
    expect(isPan(v)).toBe(false);
  });

  it('the payment details schema normalises case and names the field in error', () => {
    expect(
      branchPaymentDetailsInput.parse({
        upi_id: ' Owner@OKAXIS ',
        landlord_pan: 'abcde1234f',
        payee_name: '',
      }),
    ).toMatchObject({ upi_id: 'owner@okaxis', landlord_pan: 'ABCDE1234F', payee_name: null });
    const bad = branchPaymentDetailsInput.safeParse({ upi_id: 'owner', landlord_pan: 'ABC' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['landlord_pan', 'upi_id']);
  });

  it('refuses a template with an unknown placeholder', () => {
    expect(unknownPlaceholders('Hi {tenat}, pay {amount}')).toEqual(['tenat']);
    expect(branchPaymentDetailsInput.safeParse({ reminder_template: 'Hi {tenat}' }).success).toBe(false);
    expect(
      branchPaymentDetailsInput.safeParse({ reminder_template: DEFAULT_REMINDER_TEMPLATE }).success,
    ).toBe(true);
  });
});

describe('fillReminderTemplate', () => {
  const values = {
    tenant: 'Ravi & Sons',
    amount: '₹7,000.00',
    due_date: '01/11/2026',
    branch: 'शांति PG',
    upi_link: 'upi://pay?pa=a@b&pn=P&am=7000.00&cu=INR&tn=Rent',
    months: '',
  };
  it('fills every placeholder, as often as it appears', () => {
    expect(
      fillReminderTemplate('{tenant}: {amount} by {due_date} at {branch}. {upi_link} {tenant}', values),
    ).toBe(
      'Ravi & Sons: ₹7,000.00 by 01/11/2026 at शांति PG. upi://pay?pa=a@b&pn=P&am=7000.00&cu=INR&tn=Rent Ravi & Sons',
    );
  });
  it('fills the default message', () => {
    expect(fillReminderTemplate(DEFAULT_REMINDER_TEMPLATE, values)).toBe(
      'Hello Ravi & Sons, this is a reminder from शांति PG: your rent of ₹7,000.00, due on 01/11/2026, is still unpaid.\nPay by UPI: upi://pay?pa=a@b&pn=P&am=7000.00&cu=INR&tn=Rent\nThank you.',
    );
  });
  it('leaves out the UPI line when there is no link, and keeps unknown braces as written', () => {
    expect(fillReminderTemplate(DEFAULT_REMINDER_TEMPLATE, { ...values, upi_link: '' })).toBe(
      'Hello Ravi & Sons, this is a reminder from शांति PG: your rent of ₹7,000.00, due on 01/11/2026, is still unpaid.\nThank you.',
    );
    expect(fillReminderTemplate('{other} {amount}', values)).toBe('{other} ₹7,000.00');
  });
  it('names each month owed when more than one is, and leaves the line out for one', () => {
    const months = [
      { month: '2027-01-01', due_date: '2027-01-01', amount: 8000 },
      { month: '2027-02-01', due_date: '2027-02-01', amount: 8000 },
    ];
    expect(reminderMonths(months)).toBe('₹8,000.00 due on 01/01/2027, ₹8,000.00 due on 01/02/2027');
    expect(reminderMonths(months.slice(1))).toBe('');
    expect(reminderMonths([])).toBe('');
    const one = { ...values, amount: '₹8,000.00', due_date: '01/02/2027', upi_link: '' };
    expect(fillReminderTemplate(DEFAULT_REMINDER_TEMPLATE, one)).toBe(
      'Hello Ravi & Sons, this is a reminder from शांति PG: your rent of ₹8,000.00, due on 01/02/2027, is still unpaid.\nThank you.',
    );
    const two = { ...one, amount: '₹16,000.00', due_date: '01/01/2027', months: reminderMonths(months) };
    expect(fillReminderTemplate(DEFAULT_REMINDER_TEMPLATE, two)).toBe(
      'Hello Ravi & Sons, this is a reminder from शांति PG: your rent of ₹16,000.00, due on 01/01/2027, is still unpaid.\nBy month: ₹8,000.00 due on 01/01/2027, ₹8,000.00 due on 01/02/2027\nThank you.',
    );
  });
  it('does not fill placeholders found inside values', () => {
    expect(fillReminderTemplate('{tenant} {amount}', { ...values, tenant: '{amount}' })).toBe(
      '{amount} ₹7,000.00',
    );
  });
});

describe('remindedText', () => {
  it.each([
    [0, 'Reminded today'],
    [1, 'Reminded yesterday'],
    [2, 'Reminded 2 days ago'],
    [30, 'Reminded 30 days ago'],
  ])('%i days', (days, text) => {
    expect(remindedText(days)).toBe(text);
  });
});
