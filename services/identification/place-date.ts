// The identify request's optional place and date, checked and turned into the prior's query (the contract has already
// checked each field's type and range; what needs two fields or a calendar is checked here).
import { ApiError } from '../../core/errors.js';
import type { Schema } from '../../generated/operations.js';
import { dayOfYearOf, type PriorQuery } from '../../workers/identification/prior.js';

type Fields = Schema<'IdentificationRequest'>;

/** The prior's query, or null when neither place nor date was sent. */
export function placeDateQuery(fields: Fields): PriorQuery | null {
  const { latitude, longitude, date, day_of_year: dayOfYear } = fields;
  if ((latitude === undefined) !== (longitude === undefined))
    throw new ApiError('INVALID_BODY', "Send 'latitude' and 'longitude' together.", {
      [latitude === undefined ? 'latitude' : 'longitude']: 'is required with the other coordinate',
    });
  if (date !== undefined && dayOfYear !== undefined)
    throw new ApiError('INVALID_BODY', "Send either 'date' or 'day_of_year', not both.", {
      day_of_year: "not allowed together with 'date'",
    });
  let day = dayOfYear;
  if (date !== undefined) {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const parsed = parts ? dayOfYearOf(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null;
    if (parsed === null)
      throw new ApiError('INVALID_BODY', `'date' must be a calendar date (YYYY-MM-DD), not '${date}'.`, {
        date: 'not a calendar date',
      });
    day = parsed;
  }
  if (latitude === undefined && day === undefined) return null;
  return { latitude, longitude, dayOfYear: day };
}
