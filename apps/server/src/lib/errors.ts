import { isoDateInIndia, notAfterToday } from '@pg/contracts/dates';
import type { ErrorCode } from '@pg/contracts/errors';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  idempotency_key_reused: 422,
  request_in_progress: 409,
  confirmation_required: 409,
};

/** An expected failure with a status, a message for the user and, optionally, the fields at fault. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code];
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation_failed', message, fields);

/**
 * Refuses (400, on `field`) a date, or an instant's date in India, after `today` (India, from the
 * injected clock): an expense, a payment or a visit cannot have happened yet. Today is allowed.
 */
export function refuseAfterToday(
  value: string | null | undefined,
  today: string,
  field = 'date',
  label = 'Date',
) {
  if (!value) return;
  const date = value.length > 10 ? isoDateInIndia(new Date(value)) : value;
  if (date <= today) return;
  const message = notAfterToday(label, today);
  throw badRequest(message, { [field]: message });
}

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

type ConstraintMessage = {
  /** The message, when the value at fault is not known (mapDbError). */
  message: string;
  /** The field at fault. */
  field?: string;
  /** The message naming the value at fault, for a write that knows it (explainClash). */
  named?: (value: string) => string;
};

/**
 * Messages for the database's own constraints, so that a clash is explained in the user's words.
 * The one place a constraint's name meets its message.
 */
const CONSTRAINT_MESSAGES: Record<string, ConstraintMessage> = {
  branches_code_lower_key: { message: 'A branch with this code already exists', field: 'code' },
  users_email_lower_key: { message: 'A user with this email already exists', field: 'email' },
  roles_name_key: { message: 'A role with this name already exists', field: 'name' },
  floors_property_number_key: {
    message: 'A floor with this number already exists in this property',
    field: 'floor_number',
    named: (n) => `Floor ${n} already exists in this property`,
  },
  rooms_floor_number_key: {
    message: 'A room with this number already exists on this floor',
    field: 'room_number',
    named: (n) => `Room ${n} already exists on this floor`,
  },
  beds_room_number_key: {
    message: 'A bed with this number already exists in this room',
    field: 'bed_number',
    named: (n) => `Bed ${n} already exists in this room`,
  },
  bookings_no_overlap: { message: 'This bed is already booked for those dates', field: 'bed_id' },
};

/**
 * For a write that knows the value it wrote: a clash with a constraint whose message names the
 * value answers 409 naming it ('Floor 3 already exists in this property'); any other error is
 * rethrown as it is (and mapDbError explains it).
 */
export function explainClash(err: unknown, value: string | number): never {
  const known = CONSTRAINT_MESSAGES[pgError(err)?.constraint ?? ''];
  if (!known?.named || !known.field) throw err;
  const message = known.named(String(value));
  throw conflict(message, { [known.field]: message });
}

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
    case '22021': // character_not_in_repertoire (a NUL, invalid UTF-8)
    case '22P05': // untranslatable_character
      return badRequest('Remove the invalid characters from this text');
    case '22001': // string_data_right_truncation
    case '54000': // program_limit_exceeded (a value too large to index)
      return badRequest('A value is too long');
    default:
      // The last line of defence: every other data exception (class 22) is a value the database
      // refused, and so the request's fault; the contract should have said so first.
      if (pe.code.startsWith('22')) return badRequest('A value is not valid');
      return null;
  }
}
