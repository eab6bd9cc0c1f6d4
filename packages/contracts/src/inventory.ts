import { z } from 'zod';
import { optionalText, requiredText, uuid } from './common.ts';

/**
 * The building a branch runs: property > floor > room > bed. One schema per form and route;
 * the web forms derive from these with `.pick/.omit/.extend`, so both sides say the same thing.
 */

/** Bed types offered on the beds page; the drill-down takes free text with BED_TYPE_HINT. */
export const BED_TYPES = ['single', 'double', 'bunk'] as const;
export type BedType = (typeof BED_TYPES)[number];
export const BED_TYPE_HINT = 'e.g., single, double, bunk';
/** Shown for a room without a type. */
export const DEFAULT_ROOM_TYPE_LABEL = 'Standard';

export const FLOOR_NUMBER_MIN = -10;
export const FLOOR_NUMBER_MAX = 200;
export const ROOM_CAPACITY_MIN = 1;
export const ROOM_CAPACITY_MAX = 100;

/** A form's text input ("", " 3 ") read as a number; anything else is passed on to be judged. */
const numberFromText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : Number(t);
};

/** A required whole number within [min, max], given as a number or as the text of a form field. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required` : `${label} must be a whole number`,
      })
      .int({ message: `${label} must be a whole number` })
      .min(min, { message: `${label} must be at least ${min}` })
      .max(max, { message: `${label} must be at most ${max}` }),
  );

/** Rent per day in rupees: required, greater than zero, at most two decimals. */
export const rentPerDay = z.preprocess(
  numberFromText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Rent per day is required' : 'Rent per day must be a number',
    })
    // The rules of money() in common.ts, on a number that was required first.
    .refine((v) => v > 0, { message: 'Rent per day must be greater than 0' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: 'Rent per day can have at most 2 decimals',
    })
    .refine((v) => v < 10_000_000_000, { message: 'Rent per day is too large' }),
);

// Properties ------------------------------------------------------------------------------------

export const propertyInput = z
  .object({
    name: requiredText('Name', 200),
    address: optionalText('Address', 500),
    description: optionalText('Description', 1000),
  })
  .strict();
/** Update: the same fields, and optionally another branch to move the property (and all under it) to. */
export const propertyUpdate = propertyInput.extend({ branch_id: uuid.optional() }).strict();
/** The property dialog: the branch is chosen from the branches, defaulting to the selected one. */
export const propertyForm = propertyInput
  .extend({
    branch_id: z.string({ message: 'Branch is required' }).pipe(z.uuid({ message: 'Branch is required' })),
  })
  .strict();
export type PropertyInput = z.input<typeof propertyInput>;
export type PropertyUpdate = z.input<typeof propertyUpdate>;

export const property = z.object({
  id: z.string(),
  branch_id: z.string(),
  branch_code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  floor_count: z.number(),
  room_count: z.number(),
  bed_count: z.number(),
  created_at: z.string(),
});
export type Property = z.infer<typeof property>;

const inventoryListBase = z
  .object({
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const propertyListQuery = inventoryListBase.extend({
  sort: z.enum(['newest', 'name']).default('newest'),
});
/** Query parameters as a client sends them (each optional). */
export type PropertyListQuery = Partial<z.output<typeof propertyListQuery>>;

// Floors ----------------------------------------------------------------------------------------

export const floorInput = z
  .object({
    property_id: z
      .string({ message: 'Property is required' })
      .pipe(z.uuid({ message: 'Property is required' })),
    floor_number: wholeNumber('Floor number', FLOOR_NUMBER_MIN, FLOOR_NUMBER_MAX),
    name: requiredText('Name', 100),
    description: optionalText('Description', 1000),
  })
  .strict();
/** A floor stays in its property; number, name and description change. */
export const floorUpdate = floorInput.omit({ property_id: true }).strict();
export type FloorInput = z.input<typeof floorInput>;
export type FloorUpdate = z.input<typeof floorUpdate>;

export const floor = z.object({
  id: z.string(),
  branch_id: z.string(),
  property_id: z.string(),
  property_name: z.string(),
  floor_number: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  room_count: z.number(),
  created_at: z.string(),
});
export type Floor = z.infer<typeof floor>;

export const floorListQuery = inventoryListBase.extend({ property_id: uuid.optional() });
/** Query parameters as a client sends them (each optional). */
export type FloorListQuery = Partial<z.output<typeof floorListQuery>>;

// Rooms -----------------------------------------------------------------------------------------

export const roomInput = z
  .object({
    floor_id: z.string({ message: 'Floor is required' }).pipe(z.uuid({ message: 'Floor is required' })),
    room_number: requiredText('Room number', 20),
    name: requiredText('Name', 100),
    room_type: optionalText('Room type', 50),
    capacity: wholeNumber('Capacity', ROOM_CAPACITY_MIN, ROOM_CAPACITY_MAX),
  })
  .strict();
/** A room stays on its floor; the rest changes (capacity not below the beds it holds). */
export const roomUpdate = roomInput.omit({ floor_id: true }).strict();
export type RoomInput = z.input<typeof roomInput>;
export type RoomUpdate = z.input<typeof roomUpdate>;

export const room = z.object({
  id: z.string(),
  branch_id: z.string(),
  floor_id: z.string(),
  floor_number: z.number(),
  property_id: z.string(),
  property_name: z.string(),
  room_number: z.string(),
  name: z.string(),
  room_type: z.string().nullable(),
  capacity: z.number(),
  bed_count: z.number(),
  created_at: z.string(),
});
export type Room = z.infer<typeof room>;

export const roomListQuery = inventoryListBase.extend({
  property_id: uuid.optional(),
  floor_id: uuid.optional(),
});
/** Query parameters as a client sends them (each optional). */
export type RoomListQuery = Partial<z.output<typeof roomListQuery>>;

// Beds ------------------------------------------------------------------------------------------

export const bedInput = z
  .object({
    room_id: z.string({ message: 'Room is required' }).pipe(z.uuid({ message: 'Room is required' })),
    bed_number: requiredText('Bed number', 20),
    /** Free text on the API and the drill-down (stored trimmed); the beds page offers BED_TYPES. */
    bed_type: requiredText('Bed type', 30),
    is_available: z.boolean({ message: 'Available must be true or false' }).default(true),
    base_rent_per_day: rentPerDay,
  })
  .strict();
/**
 * Update: the same fields, availability included (an update never makes a bed available by
 * default); a different room_id moves the bed (within the branch and the room's capacity).
 */
export const bedUpdate = bedInput.extend({
  is_available: z.boolean({ message: 'Available must be true or false' }),
});
export type BedUpdate = z.input<typeof bedUpdate>;
/**
 * The beds page's dialog: the room is chosen and the type is one of BED_TYPES. (The drill-down's
 * dialog uses bedInput itself, with the selected room attached.)
 */
export const bedPageForm = bedInput.extend({
  bed_type: z.enum(BED_TYPES, { message: 'Bed type must be single, double or bunk' }),
});
export type BedInput = z.input<typeof bedInput>;

export const BED_STATUSES = ['available', 'occupied'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];

export const bed = z.object({
  id: z.string(),
  branch_id: z.string(),
  room_id: z.string(),
  room_number: z.string(),
  room_name: z.string(),
  floor_id: z.string(),
  floor_number: z.number(),
  property_id: z.string(),
  property_name: z.string(),
  bed_number: z.string(),
  bed_type: z.string(),
  is_available: z.boolean(),
  base_rent_per_day: z.number(),
  created_at: z.string(),
});
export type Bed = z.infer<typeof bed>;

export const bedListQuery = inventoryListBase.extend({
  property_id: uuid.optional(),
  floor_id: uuid.optional(),
  room_id: uuid.optional(),
  status: z.enum(BED_STATUSES).optional(),
});
/** Query parameters as a client sends them (each optional). */
export type BedListQuery = Partial<z.output<typeof bedListQuery>>;

// Stats -----------------------------------------------------------------------------------------

export const inventoryStats = z.object({
  properties: z.number(),
  floors: z.number(),
  rooms: z.number(),
  beds: z.number(),
  available_beds: z.number(),
  occupied_beds: z.number(),
  /** Sum of the rooms' capacities. */
  total_capacity: z.number(),
});
export type InventoryStats = z.infer<typeof inventoryStats>;

// Display ---------------------------------------------------------------------------------------

/** 'Ground Tower - Floor 2': where a room is. */
export const roomLocation = (r: { property_name: string; floor_number: number }) =>
  `${r.property_name} - Floor ${r.floor_number}`;
