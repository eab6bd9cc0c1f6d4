import { randomBytes } from 'node:crypto';
import { aadharNumber, applicationInput, maskAadhar } from '@pg/contracts/applications';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDataCipher, openText, sealText } from '../src/lib/crypto.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import { cleanImage, ImageRejected, sniffImageType } from '../src/lib/images.ts';
import { createTestApp } from './helper.ts';
import { photoWithExif } from './image-fixtures.ts';

describe('contract: application input', () => {
  const valid = {
    full_name: 'Asha Rao',
    phone: '+91 98765 43210',
    aadhar_number: '1234 5678 9012',
    branch: 'pg_blr_1',
    consent: true,
  };
  const messages = (input: unknown) => {
    const r = applicationInput.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a valid application and normalises the numbers', () => {
    const r = applicationInput.parse(valid);
    expect(r.aadhar_number).toBe('123456789012');
    expect(r.phone).toBe('+919876543210');
  });

  it('uses the spec messages for the Aadhar number and the branch', () => {
    expect(messages({ ...valid, aadhar_number: '12345' }).aadhar_number).toBe(
      'Aadhar number must be 12 digits',
    );
    expect(messages({ ...valid, aadhar_number: '1234567890123' }).aadhar_number).toBe(
      'Aadhar number must be 12 digits',
    );
    expect(messages({ ...valid, aadhar_number: '12345678901a' }).aadhar_number).toBe(
      'Aadhar number must contain only digits',
    );
    expect(messages({ ...valid, branch: '   ' }).branch).toBe('Branch is required');
    expect(messages({ ...valid, consent: false }).consent).toBe('Please give your consent to continue');
    expect(messages({ ...valid, phone: '12345' }).phone).toMatch(/Indian mobile number/);
  });

  it('masks to the last four digits', () => {
    expect(maskAadhar('9012')).toBe('XXXX XXXX 9012');
    expect(aadharNumber.safeParse('1234-5678-9012').success).toBe(true);
  });
});

describe('crypto', () => {
  const cipher = createDataCipher(randomBytes(32));

  it('round-trips, with a fresh IV each time, bound to its context', () => {
    const a = sealText(cipher, '123456789012', 'aadhar:1');
    const b = sealText(cipher, '123456789012', 'aadhar:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789012');
    expect(openText(cipher, a, 'aadhar:1')).toBe('123456789012');
    expect(() => openText(cipher, a, 'aadhar:2')).toThrow();
  });

  it('detects tampering and a wrong key', () => {
    const sealed = cipher.encrypt(Buffer.from('hello'), 'x');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => cipher.decrypt(tampered, 'x')).toThrow();
    expect(() => createDataCipher(randomBytes(32)).decrypt(sealed, 'x')).toThrow();
  });

  it('hashes with a key: stable for one key, different for another, not a plain SHA-256', () => {
    const h = cipher.keyedHash('123456789012');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.keyedHash('123456789012')).toBe(h);
    expect(createDataCipher(randomBytes(32)).keyedHash('123456789012')).not.toBe(h);
  });

  it('refuses a key of the wrong size', () => {
    expect(() => createDataCipher(randomBytes(16))).toThrow();
  });
});

describe('images', () => {
  it('sniffs by bytes, not by name', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const png = await sharp(jpeg).png().toBuffer();
    const webp = await sharp(jpeg).webp().toBuffer();
    expect(await sniffImageType(jpeg)).toBe('image/jpeg');
    expect(await sniffImageType(png)).toBe('image/png');
    expect(await sniffImageType(webp)).toBe('image/webp');
    expect(await sniffImageType(Buffer.from('just some text pretending to be a jpeg'))).toBeNull();
    expect(
      await sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')),
    ).toBeNull();
    const gif = await sharp(jpeg).gif().toBuffer();
    expect(await sniffImageType(gif)).toBeNull();
  });

  it('strips EXIF and GPS, applies the orientation and bounds the size to 1600 px', async () => {
    const input = await photoWithExif(2400, 1200);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from('SecretCam'))).toBe(true);
    const out = await cleanImage(input);
    const after = await sharp(out.data).metadata();
    expect(out.contentType).toBe('image/jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.data.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(out.data.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored image is upright, so portrait.
    expect(Math.max(after.width!, after.height!)).toBe(1600);
    expect(after.height! > after.width!).toBe(true);
    expect(after.orientation).toBeUndefined();
  });

  it('keeps small images at their size and flattens transparency', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const out = await cleanImage(png);
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, meta.format, meta.hasAlpha]).toEqual([300, 200, 'jpeg', false]);
  });

  it('refuses what is not an accepted image, and a corrupt one', async () => {
    await expect(cleanImage(Buffer.from('hello'))).rejects.toMatchObject({ reason: 'unsupported_type' });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, 40);
    await expect(cleanImage(truncated)).rejects.toBeInstanceOf(ImageRejected);
  });
});

describe('file store', async () => {
  const { db, config } = await createTestApp();
  const store = createFileStore(createDataCipher(config.dataKey));

  it('stores encrypted, reads back, deletes', async () => {
    const data = Buffer.from('the photo bytes, pretend');
    const id = await store.put(db, { contentType: 'image/jpeg', data });
    const raw = await db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, id) });
    expect(raw!.data.includes(data)).toBe(false);
    expect(raw!.size).toBe(data.length);
    const back = await store.get(db, id);
    expect(back!.data.equals(data)).toBe(true);
    expect(back!.contentType).toBe('image/jpeg');
    expect(await store.delete(db, [id])).toBe(1);
    expect(await store.get(db, id)).toBeNull();
  });
});
