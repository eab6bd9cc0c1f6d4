/** One value of a before/after record, in words. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * What changed: for an update, each field whose value differs ('roles: user → admin, user'); for a
 * creation or a deletion, the record itself.
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) return <span className="text-muted-foreground">—</span>;
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const rows = keys.flatMap((key) => {
    const from = b?.[key];
    const to = a?.[key];
    if (b && a) {
      if (JSON.stringify(from) === JSON.stringify(to)) {
        // Unchanged identifying fields (the role, the permission, the email) still say what it was about.
        return ['role', 'permission', 'email', 'name'].includes(key) ? [{ key, text: show(to) }] : [];
      }
      return [{ key, text: `${show(from)} → ${show(to)}` }];
    }
    return [{ key, text: show(a ? to : from) }];
  });
  return (
    // Long unbroken values (an email, a list written as JSON) wrap anywhere rather than widen the page.
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs [overflow-wrap:anywhere]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="min-w-0 text-muted-foreground">{row.key}</dt>
          <dd className="min-w-0">{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
