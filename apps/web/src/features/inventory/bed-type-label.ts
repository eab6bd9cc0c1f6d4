import { BED_TYPES, type BedType } from '@pg/contracts/inventory';

const LABELS: Record<BedType, string> = { single: 'Single', double: 'Double', bunk: 'Bunk' };

/** 'Single', 'Double', 'Bunk' for the standard types; any other type as it was written. */
export function bedTypeLabel(type: string): string {
  return (BED_TYPES as readonly string[]).includes(type) ? LABELS[type as BedType] : type;
}

/** The beds page offers only single, double or bunk: a free-text type is matched if it can be. */
export const asBedType = (value: string): BedType | '' => {
  const v = value.trim().toLowerCase();
  return (BED_TYPES as readonly string[]).includes(v) ? (v as BedType) : '';
};
