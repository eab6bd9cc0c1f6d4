import { describe, expect, it } from 'vitest';
import { fromFormText } from '../src/common.ts';
import {
  BED_RENT_REQUIRED,
  bedInput,
  bedListQuery,
  bedPageForm,
  bedUpdate,
  floorForm,
  floorInput,
  floorUpdate,
  OUT_OF_SERVICE_REASON_REQUIRED,
  propertyForm,
  propertyInput,
  propertyUpdate,
  rentPerDay,
  roomInput,
  roomLocation,
  roomUpdate,
  wholeNumber,
} from '../src/inventory.ts';

const ID = '6f1c8c2e-2b7a-4e0f-9a53-0b7d5c2b1f10';
const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0]?.message;

describe('wholeNumber', () => {
  const n = wholeNumber('Capacity', 1, 100);
  const typed = fromFormText(n);
  it('takes JSON numbers; a form reads the text of its field', () => {
    expect(n.parse(3)).toBe(3);
    expect(firstMessage(n.safeParse(' 12 '))).toBe('Capacity must be a whole number');
    expect(firstMessage(n.safeParse('0x10'))).toBe('Capacity must be a whole number');
    expect(firstMessage(n.safeParse([5]))).toBe('Capacity must be a whole number');
    expect(typed.parse(' 12 ')).toBe(12);
    expect(typed.parse(7)).toBe(7);
    expect(firstMessage(typed.safeParse('0x10'))).toBe('Capacity must be a whole number');
  });
  it('says a missing value is required', () => {
    expect(firstMessage(typed.safeParse(''))).toBe('Capacity is required');
    expect(firstMessage(typed.safeParse('   '))).toBe('Capacity is required');
    expect(firstMessage(n.safeParse(undefined))).toBe('Capacity is required');
  });
  it('refuses text, fractions and values out of range', () => {
    expect(firstMessage(n.safeParse('two'))).toBe('Capacity must be a whole number');
    expect(firstMessage(n.safeParse(1.5))).toBe('Capacity must be a whole number');
    expect(firstMessage(n.safeParse(true))).toBe('Capacity must be a whole number');
    expect(firstMessage(n.safeParse(0))).toBe('Capacity must be at least 1');
    expect(firstMessage(n.safeParse(-3))).toBe('Capacity must be at least 1');
    expect(firstMessage(n.safeParse(101))).toBe('Capacity must be at most 100');
  });
});

describe('rentPerDay', () => {
  it('takes rupees with up to two decimals', () => {
    expect(rentPerDay.parse(450)).toBe(450);
    expect(fromFormText(rentPerDay).parse('499.50')).toBe(499.5);
    expect(firstMessage(rentPerDay.safeParse('499.50'))).toBe('Rent per day must be a number');
  });
  it('explains what is wrong', () => {
    expect(firstMessage(fromFormText(rentPerDay).safeParse(''))).toBe('Rent per day is required');
    expect(firstMessage(rentPerDay.safeParse('abc'))).toBe('Rent per day must be a number');
    expect(firstMessage(rentPerDay.safeParse(0))).toBe('Rent per day must be greater than 0');
    expect(firstMessage(rentPerDay.safeParse(-10))).toBe('Rent per day must be greater than 0');
    expect(firstMessage(rentPerDay.safeParse(10.005))).toBe('Rent per day can have at most 2 decimals');
  });
});

describe('property', () => {
  it('needs a name; address and description are optional and empty means none', () => {
    expect(propertyInput.parse({ name: ' Sunrise ', address: '', description: '  ' })).toEqual({
      name: 'Sunrise',
      address: null,
      description: null,
    });
    expect(firstMessage(propertyInput.safeParse({ name: ' ' }))).toBe('Name is required');
  });
  it('refuses unknown fields', () => {
    expect(propertyInput.safeParse({ name: 'A', branch: 'x' }).success).toBe(false);
  });
  it('the dialog needs a branch', () => {
    expect(firstMessage(propertyForm.safeParse({ name: 'A', branch_id: '' }))).toBe('Branch is required');
    expect(propertyForm.safeParse({ name: 'A', branch_id: ID }).success).toBe(true);
  });
  it('an update may move the property to another branch', () => {
    expect(propertyUpdate.parse({ name: 'A', branch_id: ID }).branch_id).toBe(ID);
    expect(propertyUpdate.parse({ name: 'A' }).branch_id).toBeUndefined();
  });
});

describe('floor', () => {
  it('needs a property, a whole floor number and a name', () => {
    expect(floorForm.parse({ property_id: ID, floor_number: '0', name: 'Ground' })).toEqual({
      property_id: ID,
      floor_number: 0,
      name: 'Ground',
      description: null,
    });
    expect(firstMessage(floorInput.safeParse({ property_id: '', floor_number: 1, name: 'A' }))).toBe(
      'Property is required',
    );
    expect(firstMessage(floorInput.safeParse({ property_id: ID, floor_number: 'first', name: 'A' }))).toBe(
      'Floor number must be a whole number',
    );
  });
  it('basements are floors too', () => {
    expect(floorUpdate.parse({ floor_number: -1, name: 'Basement' }).floor_number).toBe(-1);
  });
  it('the property of a floor does not change on update', () => {
    expect(floorUpdate.safeParse({ property_id: ID, floor_number: 1, name: 'A' }).success).toBe(false);
  });
});

describe('room', () => {
  const valid = { floor_id: ID, room_number: ' 101 ', name: 'Corner', capacity: 2 };
  it('needs floor, number, name and a capacity of at least 1', () => {
    expect(roomInput.parse(valid)).toEqual({ ...valid, room_number: '101', room_type: null });
    expect(firstMessage(roomInput.safeParse({ ...valid, capacity: -2 }))).toBe('Capacity must be at least 1');
    expect(firstMessage(roomInput.safeParse({ ...valid, capacity: 'many' }))).toBe(
      'Capacity must be a whole number',
    );
    expect(firstMessage(roomInput.safeParse({ ...valid, room_number: '' }))).toBe('Room number is required');
  });
  it('keeps the room type as free text', () => {
    expect(roomUpdate.parse({ room_number: '1', name: 'A', capacity: 1, room_type: 'Suite' }).room_type).toBe(
      'Suite',
    );
  });
  it('says where a room is', () => {
    expect(roomLocation({ property_name: 'Sunrise', floor_number: 2 })).toBe('Sunrise - Floor 2');
  });
});

describe('bed', () => {
  const valid = { room_id: ID, bed_number: 'A', bed_type: ' Bunk top ', base_rent_per_day: 300 };
  it('stores any bed type as given, trimmed, and is in service by default', () => {
    expect(bedInput.parse(valid)).toEqual({
      ...valid,
      bed_type: 'Bunk top',
      out_of_service_reason: null,
      out_of_service_until: null,
    });
  });
  it('needs a rent per day, a rent per month, or both', () => {
    expect(firstMessage(bedInput.safeParse({ ...valid, base_rent_per_day: undefined }))).toBe(
      BED_RENT_REQUIRED,
    );
    expect(bedInput.safeParse({ ...valid, base_rent_per_day: undefined, monthly_rent: 8000 }).success).toBe(
      true,
    );
    expect(bedInput.safeParse({ ...valid, monthly_rent: 8000 }).success).toBe(true);
  });
  it('out of service needs a reason; until is optional and a real date', () => {
    expect(firstMessage(bedUpdate.safeParse({ ...valid, out_of_service: true }))).toBe(
      OUT_OF_SERVICE_REASON_REQUIRED,
    );
    expect(
      bedUpdate.parse({
        ...valid,
        out_of_service: true,
        out_of_service_reason: ' Leaking roof ',
        out_of_service_until: '',
      }),
    ).toMatchObject({
      out_of_service: true,
      out_of_service_reason: 'Leaking roof',
      out_of_service_until: null,
    });
    expect(
      bedUpdate.safeParse({
        ...valid,
        out_of_service: true,
        out_of_service_reason: 'Paint',
        out_of_service_until: '2026-02-30',
      }).success,
    ).toBe(false);
  });
  it('the beds page offers single, double and bunk only', () => {
    expect(bedPageForm.safeParse({ ...valid, bed_type: 'double' }).success).toBe(true);
    expect(firstMessage(bedPageForm.safeParse({ ...valid, bed_type: 'king' }))).toBe(
      'Bed type must be single, double or bunk',
    );
  });
  it('filters by status', () => {
    expect(bedListQuery.parse({ status: 'occupied' }).status).toBe('occupied');
    expect(bedListQuery.safeParse({ status: 'broken' }).success).toBe(false);
    expect(bedListQuery.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
