/**
 * The server's notion of "now". Everything that decides by time (session lifetimes, the refresh
 * reuse window, token expiry, rate-limit windows, retention) asks the clock rather than the
 * system or the database, so that tests can move time forward instead of waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
