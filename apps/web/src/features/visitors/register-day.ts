import { isIsoDate, todayIso } from '@pg/contracts/dates';

/** The register's day an address names (`?date=YYYY-MM-DD`, not after today), else today. */
export function registerDay(search: URLSearchParams): string {
  const asked = search.get('date') ?? '';
  return isIsoDate(asked) && asked <= todayIso() ? asked : todayIso();
}
