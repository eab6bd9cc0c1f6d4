export * from './applications.ts';
export * from './auth.ts';
export * from './charges.ts';
export * from './inventory.ts';
export * from './operations.ts';
export * from './settlements.ts';
export * from './tenant-records.ts';
export * from './totals.ts';
