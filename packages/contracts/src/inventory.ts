import { z } from 'zod';
import { BED_STATUSES, outOfService, statusDate } from './bed-status.ts';
import {
  fromFormText,
  isoDate,
  money,
  optionalText,
  queryInt,
  requiredText,
  searchText,
  text,
  uuid,
} from './common.ts';

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

const FLOOR_NUMBER_MIN = -10;
const FLOOR_NUMBER_MAX = 200;
const ROOM_CAPACITY_MIN = 1;
const ROOM_CAPACITY_MAX = 100;

/** A required whole number within [min, max], as a JSON number (forms read their text with fromFormText). */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a whole number`,
    })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} must be at most ${max}` });

/** Rent per day in rupees: required, greater than zero, at most two decimals, at most ₹99,99,999.99. */
export const rentPerDay = money('Rent per day');

// Properties ------------------------------------------------------------------------------------

export const propertyInput = z
  .object({
    name: requiredText('Name', 200),
    address: optionalText('Address', 500, { multiline: true }),
    description: optionalText('Description', 1000, { multiline: true }),
  })
  .strict();
/** Update: the same fields, and optionally another branch to move the property (and all under it) to. */
export const propertyUpdate = propertyInput.extend({ branch_id: uuid.optional() }).strict();
/** The property dialog: the branch is chosen from the branches, defaulting to the selected one. */
export const propertyForm = propertyInput
  .extend({
    branch_id: text({ message: 'Branch is required' }).pipe(z.uuid({ message: 'Branch is required' })),
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
    q: searchText().optional(),
    limit: queryInt('Limit', 1, 500, 50),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();

export const propertyListQuery = inventoryListBase.extend({
  sort: z.enum(['newest', 'name']).default('newest'),
});
/** Query parameters as a client sends them (each optional). */
export type PropertyListQuery = Partial<z.output<typeof propertyListQuery>>;

// Floors ----------------------------------------------------------------------------------------

const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/**
 * The name a floor goes by when none is given, read after its number ('Floor 1: First'):
 * 'Ground', 'First' to 'Tenth', 'Level 11' above, 'Basement' and 'Basement 2' below.
 */
export const floorName = (floorNumber: number) => {
  if (floorNumber === 0) return 'Ground';
  if (floorNumber < 0) return floorNumber === -1 ? 'Basement' : `Basement ${-floorNumber}`;
  return ORDINALS[floorNumber - 1] ?? `Level ${floorNumber}`;
};

/** A floor: its number places it (negative: a basement); the name is optional (default floorName). */
export const floorInput = z
  .object({
    property_id: text({ message: 'Property is required' }).pipe(z.uuid({ message: 'Property is required' })),
    floor_number: wholeNumber('Floor number', FLOOR_NUMBER_MIN, FLOOR_NUMBER_MAX),
    name: optionalText('Name', 100),
    description: optionalText('Description', 1000, { multiline: true }),
  })
  .strict();
/** A floor stays in its property; number, name and description change. */
export const floorUpdate = floorInput.omit({ property_id: true }).strict();
/**
 * The floor dialog: the number is typed as text, and 'Basement' makes it a level below the
 * ground (a phone's number keypad has no minus), so 'Basement' with 1 is floor -1.
 */
/** A floor number typed as text (the floor dialog, the beds import). */
export const floorNumberText = fromFormText(wholeNumber('Floor number', FLOOR_NUMBER_MIN, FLOOR_NUMBER_MAX));
export const floorForm = floorInput
  .extend({
    floor_number: floorNumberText,
    basement: z.boolean().optional(),
  })
  .transform(({ basement, ...floor }) => ({
    ...floor,
    floor_number: basement ? -Math.abs(floor.floor_number) : floor.floor_number,
  }));
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

const roomFields = z.object({
  floor_id: text({ message: 'Floor is required' }).pipe(z.uuid({ message: 'Floor is required' })),
  room_number: requiredText('Room number', 20),
  name: requiredText('Name', 100),
  room_type: optionalText('Room type', 50),
  capacity: wholeNumber('Capacity', ROOM_CAPACITY_MIN, ROOM_CAPACITY_MAX),
});

export const ROOM_BEDS_OVER_CAPACITY = 'More beds than the room holds: raise its capacity or add fewer';

/**
 * The beds a new room is created with, in one step: `count` beds of one type and rent, numbered
 * A, B, C… (1, 2, 3… past 26). A rent per day, a rent per month, or both, as on a bed.
 */
export const roomBeds = z
  .object({
    count: wholeNumber('Beds', 1, ROOM_CAPACITY_MAX),
    bed_type: requiredText('Bed type', 30),
    base_rent_per_day: rentPerDay.nullish(),
    monthly_rent: money('Rent per month').nullish(),
  })
  .strict();
export type RoomBeds = z.output<typeof roomBeds>;

const checkRoomBeds = (
  v: {
    capacity: number;
    beds?: { count: number; base_rent_per_day?: number | null; monthly_rent?: number | null } | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  if (!v.beds) return;
  if (v.beds.count > v.capacity) {
    ctx.addIssue({ code: 'custom', path: ['beds', 'count'], message: ROOM_BEDS_OVER_CAPACITY });
  }
  if (v.beds.base_rent_per_day == null && v.beds.monthly_rent == null) {
    ctx.addIssue({ code: 'custom', path: ['beds', 'monthly_rent'], message: BED_RENT_REQUIRED });
  }
};

/** A new room, and optionally its beds (`beds`), created together. */
export const roomInput = roomFields.extend({ beds: roomBeds.optional() }).strict().superRefine(checkRoomBeds);
/** A room stays on its floor; the rest changes (capacity not below the beds it holds). */
export const roomUpdate = roomFields.omit({ floor_id: true }).strict();
/**
 * The room dialog: the capacity is typed as text, and so are the beds to add with a new room
 * (none when the number of beds is left empty).
 */
export const roomForm = roomFields
  .extend({
    capacity: fromFormText(wholeNumber('Capacity', ROOM_CAPACITY_MIN, ROOM_CAPACITY_MAX)),
    beds: z
      .object({
        count: fromFormText(wholeNumber('Beds', 1, ROOM_CAPACITY_MAX).optional()),
        bed_type: z.string(),
        base_rent_per_day: fromFormText(rentPerDay.optional()),
        monthly_rent: fromFormText(money('Rent per month').optional()),
      })
      .optional()
      .transform((b) =>
        b?.count === undefined
          ? undefined
          : {
              count: b.count,
              bed_type: b.bed_type.trim() || 'single',
              base_rent_per_day: b.base_rent_per_day ?? null,
              monthly_rent: b.monthly_rent ?? null,
            },
      ),
  })
  .superRefine(checkRoomBeds);
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

/**
 * A bed as staff write it. Out of service: `out_of_service` with a reason and an optional last
 * day (`out_of_service_until`, empty: until further notice); the period starts on the day it is
 * set. `is_available` is the older way to say the same (false: out of service, true: in service).
 * On an update, leaving both out keeps the bed's service as it is.
 */
const bedFields = z.object({
  room_id: text({ message: 'Room is required' }).pipe(z.uuid({ message: 'Room is required' })),
  bed_number: requiredText('Bed number', 20),
  /** Free text on the API and the drill-down (stored trimmed); the beds page offers BED_TYPES. */
  bed_type: requiredText('Bed type', 30),
  /** The rent per day of a per-day stay; absent or null: none (the bed is let by the month). */
  base_rent_per_day: rentPerDay.nullish(),
  /** The rent per month of a monthly stay (beside the rent per day); absent or null: none. */
  monthly_rent: money('Rent per month').nullish(),
  out_of_service: z.boolean({ message: 'Out of service must be true or false' }).optional(),
  out_of_service_reason: optionalText('Reason', 200),
  out_of_service_until: z
    .union([z.literal('').transform(() => null), isoDate('Until'), z.null()])
    .optional()
    .transform((v) => v ?? null),
  is_available: z.boolean({ message: 'Available must be true or false' }).optional(),
});

export const OUT_OF_SERVICE_REASON_REQUIRED = 'Say why the bed is out of service';
/** A bed with neither rent. */
export const BED_RENT_REQUIRED = 'Enter a rent per day, a rent per month, or both';
/** Clearing the rent per day of a bed a per-day stay bills by. */
export const BED_RENT_PER_DAY_IN_USE =
  'A per-day stay on this bed is booked or checked in: keep its rent per day until it ends';

/**
 * Out of service needs a reason (when set with `out_of_service`; `is_available: false` has none);
 * a bed needs a rent per day, a rent per month, or both.
 */
const checkOutOfService = (
  v: {
    out_of_service?: boolean;
    out_of_service_reason: string | null;
    base_rent_per_day?: number | null;
    monthly_rent?: number | null;
  },
  ctx: z.RefinementCtx,
) => {
  if (v.base_rent_per_day == null && v.monthly_rent == null) {
    ctx.addIssue({ code: 'custom', path: ['base_rent_per_day'], message: BED_RENT_REQUIRED });
  }
  if (v.out_of_service && !v.out_of_service_reason) {
    ctx.addIssue({
      code: 'custom',
      path: ['out_of_service_reason'],
      message: OUT_OF_SERVICE_REASON_REQUIRED,
    });
  }
};

export const bedInput = bedFields.strict().superRefine(checkOutOfService);
/** Update: the same fields; a different room_id moves the bed (within the branch and the room's capacity). */
export const bedUpdate = bedInput;
export type BedUpdate = z.input<typeof bedUpdate>;
/** The drill-down's bed dialog (the selected room attached): the rent is typed as text. */
export const bedForm = bedFields
  .extend({
    base_rent_per_day: fromFormText(rentPerDay.optional()),
    monthly_rent: fromFormText(money('Rent per month').optional()),
  })
  .superRefine(checkOutOfService);
/** The beds page's dialog: the room is chosen and the type is one of BED_TYPES. */
export const bedPageForm = bedFields
  .extend({
    base_rent_per_day: fromFormText(rentPerDay.optional()),
    monthly_rent: fromFormText(money('Rent per month').optional()),
    bed_type: z.enum(BED_TYPES, { message: 'Bed type must be single, double or bunk' }),
  })
  .superRefine(checkOutOfService);
export type BedInput = z.input<typeof bedInput>;
export type BedValues = z.output<typeof bedInput>;

export { BED_STATUSES, type BedStatus } from './bed-status.ts';

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
  /** Nothing covers the day asked (today by default) and the bed is in service then. */
  is_available: z.boolean(),
  /** The bed's status on the day asked (see bed-status.ts). */
  status: z.enum(BED_STATUSES),
  /** The bed's out-of-service period, unless it has none or it has ended. */
  out_of_service: outOfService.nullable(),
  base_rent_per_day: z.number().nullable(),
  monthly_rent: z.number().nullable(),
  created_at: z.string(),
});
export type Bed = z.infer<typeof bed>;

export const bedListQuery = inventoryListBase.extend({
  property_id: uuid.optional(),
  floor_id: uuid.optional(),
  room_id: uuid.optional(),
  status: z.enum(BED_STATUSES).optional(),
  ...statusDate,
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
