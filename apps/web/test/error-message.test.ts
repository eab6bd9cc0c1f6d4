import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '@/lib/api-client';

describe('errorMessage', () => {
  it("gives a refused value's own message, not the API's field key before it", () => {
    const error = new ApiError(400, 'validation_failed', 'to: To must be on or after From', {
      to: 'To must be on or after From',
    });
    expect(errorMessage(error, 'Failed')).toBe('To must be on or after From');
  });

  it("gives the server's message when the refusal names no field, or is not about a value", () => {
    expect(errorMessage(new ApiError(400, 'validation_failed', 'This address is not valid'), 'Failed')).toBe(
      'This address is not valid',
    );
    const clash = new ApiError(409, 'conflict', 'Bed A is booked from 01/12/2026', { bed_id: 'Booked' });
    expect(errorMessage(clash, 'Failed')).toBe('Bed A is booked from 01/12/2026');
  });

  it('gives the fallback when the server could not say', () => {
    expect(errorMessage(new ApiError(0, 'network_error', 'Failed to fetch'), 'Try again')).toBe('Try again');
    expect(errorMessage(new ApiError(500, 'internal', 'Something went wrong on our side'), 'Try again')).toBe(
      'Try again',
    );
  });
});
