/** An ILIKE pattern matching `q` anywhere, with LIKE's own wildcards in `q` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
