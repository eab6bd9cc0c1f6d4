/**
 * The type and rents of the beds last added (by Add Bed or with a new room), offered again by the
 * next Add Bed or Add Room: setting up a floor of alike beds is typing them once. Kept for the
 * page's life; a reload starts blank.
 */
export type BedDefaults = { bed_type: string; base_rent_per_day: string; monthly_rent: string };

let last: BedDefaults | null = null;

export const lastBedDefaults = (): BedDefaults | null => last;

export function rememberBedDefaults(bed: {
  bed_type: string;
  base_rent_per_day?: number | null | undefined;
  monthly_rent?: number | null | undefined;
}) {
  last = {
    bed_type: bed.bed_type,
    base_rent_per_day: bed.base_rent_per_day != null ? String(bed.base_rent_per_day) : '',
    monthly_rent: bed.monthly_rent != null ? String(bed.monthly_rent) : '',
  };
}
