import { z } from 'zod';
import { requiredText } from './common.ts';
import { cellOrNull, checkWith, defineImport, type ImportRow, moneyText } from './imports.ts';
import { BED_RENT_REQUIRED, BED_TYPES, bedPageForm, floorNumberText, roomInput } from './inventory.ts';

/**
 * Beds from a spreadsheet, one bed a row, named as on the beds page: the property must be in the
 * console already; a floor or room not yet in it is added with the bed (a new room's capacity is
 * its beds in the file), as an owner copying a spreadsheet expects. A bed has a rent per day, a
 * monthly rent, or both (an empty cell: none).
 */
export const bedImport = defineImport({
  columns: {
    property: 'Property',
    floor_number: 'Floor number',
    room_number: 'Room number',
    bed_number: 'Bed number',
    bed_type: 'Bed type',
    base_rent_per_day: 'Rent per day',
    monthly_rent: 'Monthly rent',
  },
  required: ['property', 'floor_number', 'room_number', 'bed_number', 'bed_type'],
  example: {
    property: 'Sunrise PG',
    floor_number: '1',
    room_number: '101',
    bed_number: 'A',
    bed_type: 'single',
    base_rent_per_day: '300',
    monthly_rent: '8000',
  },
  note: 'The property must already be in the console; a floor or room not yet in it is added with its beds (a new room’s capacity is its beds in the file).',
});
export type BedImportRow = ImportRow<typeof bedImport>;

export const UNKNOWN_PROPERTY = (name: string) => `There is no property named ${name} in this branch`;
export const AMBIGUOUS_PROPERTY = (name: string) =>
  `More than one property is named ${name} in this branch; rename one first`;
export const DUPLICATE_BED_IN_FILE = 'The same bed is on an earlier row';
export const bedAlreadyInRoom = (bed: string, room: string) => `Bed ${bed} is already in room ${room}`;
/** A row whose floor or room is new, from someone who may add beds but not floors or rooms. */
export const mayNotAdd = (what: 'floor' | 'room', label: string) =>
  `${label} is not in the console yet, and you may not add ${what}s`;
export const roomFull = (room: string, capacity: number) =>
  `Room ${room} is full: its capacity is ${capacity}. Raise its capacity to add more beds.`;

const bedImportValues = z
  .object({
    property: requiredText('Property', 200),
    floor_number: floorNumberText,
    room_number: roomInput.shape.room_number,
    bed_number: bedPageForm.shape.bed_number,
    bed_type: bedPageForm.shape.bed_type,
    base_rent_per_day: bedPageForm.shape.base_rent_per_day,
    monthly_rent: bedPageForm.shape.monthly_rent,
  })
  .superRefine((v, ctx) => {
    if (v.base_rent_per_day === undefined && v.monthly_rent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['base_rent_per_day'], message: BED_RENT_REQUIRED });
    }
  });
export type BedImportValues = z.output<typeof bedImportValues>;

/** Checks one row as the beds page's form would (bed type in any case: 'Single' is single). */
export function checkBedRow(row: BedImportRow) {
  const type = row.bed_type?.trim().toLowerCase() ?? '';
  return checkWith(bedImportValues, {
    property: row.property ?? '',
    floor_number: row.floor_number ?? '',
    room_number: row.room_number ?? '',
    bed_number: row.bed_number ?? '',
    bed_type: (BED_TYPES as readonly string[]).includes(type) ? type : cellOrNull(row.bed_type),
    base_rent_per_day: moneyText(row.base_rent_per_day),
    monthly_rent: moneyText(row.monthly_rent),
  });
}
