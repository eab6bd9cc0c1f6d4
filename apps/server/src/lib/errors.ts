import type { ErrorCode } from '@pg/contracts/errors';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
};

/** An expected failure with a status, a message for the user and, optionally, the fields at fault. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code as ErrorCode] ?? 400;
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation_failed', message, fields);

/** The PostgreSQL error behind a driver or Drizzle error, if any. */
export function pgError(err: unknown): { code: string; constraint?: string; detail?: string } | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const c = e as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) {
      return {
        code: c.code,
        constraint: typeof c.constraint === 'string' ? c.constraint : undefined,
        detail: typeof c.detail === 'string' ? c.detail : undefined,
      };
    }
    e = c.cause;
  }
  return null;
}

/** Messages for the database's own constraints, so that a clash is explained in the user's words. */
const CONSTRAINT_MESSAGES: Record<string, { message: string; field?: string }> = {
  branches_code_lower_key: { message: 'A branch with this code already exists', field: 'code' },
  users_email_lower_key: { message: 'A user with this email already exists', field: 'email' },
  roles_name_key: { message: 'A role with this name already exists', field: 'name' },
  floors_property_number_key: {
    message: 'A floor with this number already exists in this property',
    field: 'floor_number',
  },
  rooms_floor_number_key: {
    message: 'A room with this number already exists on this floor',
    field: 'room_number',
  },
  beds_room_number_key: {
    message: 'A bed with this number already exists in this room',
    field: 'bed_number',
  },
  bookings_no_overlap: { message: 'This bed is already booked for those dates', field: 'bed_id' },
};

/** Maps a database constraint violation to an AppError; null when it is not one. */
export function mapDbError(err: unknown): AppError | null {
  const pe = pgError(err);
  if (!pe) return null;
  const known = pe.constraint ? CONSTRAINT_MESSAGES[pe.constraint] : undefined;
  switch (pe.code) {
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return conflict(
        known?.message ?? 'This record clashes with an existing one',
        known?.field ? { [known.field]: known.message } : undefined,
      );
    case '23503': // foreign_key_violation
      return conflict(
        known?.message ?? 'This record is still in use or refers to a record that does not exist',
      );
    case '23514': // check_violation
    case '22P02': // invalid_text_representation
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22003': // numeric_value_out_of_range
      return badRequest(known?.message ?? 'A value is out of the allowed range');
    default:
      return null;
  }
}
