-- The default Staff role records the day's work but no longer rewrites the books: it loses the
-- correcting and voiding of payments and expenses, every deletion, changing a bed's rent, and
-- settling deposits (now a permission of its own, deposits:settle). An owner's customised Staff
-- role (any permission added or taken away) is left as it is. Every other role and user that
-- could settle a deposit before (through bookings:update) keeps that right under its new name.
INSERT INTO "permissions" ("module", "feature", "action", "description")
VALUES ('operations', 'deposits', 'settle', 'Settle a booking''s deposit at check-out: deductions, dues applied and the refund')
ON CONFLICT ("feature", "action") DO NOTHING;--> statement-breakpoint
WITH "untouched_staff" AS (
SELECT r."id" FROM "roles" r
WHERE r."name" = 'user' AND r."is_system"
  AND (
    SELECT coalesce(array_agg(p."feature" || ':' || p."action" ORDER BY p."feature" || ':' || p."action"), '{}')
    FROM "role_permissions" rp JOIN "permissions" p ON p."id" = rp."permission_id"
    WHERE rp."role_id" = r."id"
  ) = (
    SELECT array_agg(k ORDER BY k) FROM unnest(ARRAY[
      'dashboard:view',
      'properties:view', 'properties:create', 'properties:update', 'properties:delete',
      'floors:view', 'floors:create', 'floors:update', 'floors:delete',
      'rooms:view', 'rooms:create', 'rooms:update', 'rooms:delete',
      'beds:view', 'beds:create', 'beds:update', 'beds:delete',
      'tenants:view', 'tenants:create', 'tenants:update', 'tenants:delete',
      'bookings:view', 'bookings:create', 'bookings:update', 'bookings:delete',
      'payments:view', 'payments:create', 'payments:update', 'payments:delete',
      'complaints:view', 'complaints:create', 'complaints:update', 'complaints:delete',
      'expenses:view', 'expenses:create', 'expenses:update', 'expenses:delete',
      'reports:view', 'visitors:manage', 'applications:view', 'applications:update',
      'branches:view'
    ]::text[]) AS k
  )
)
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", s."id"
FROM "role_permissions" rp
  JOIN "permissions" p ON p."id" = rp."permission_id" AND p."feature" = 'bookings' AND p."action" = 'update'
  CROSS JOIN (SELECT "id" FROM "permissions" WHERE "feature" = 'deposits' AND "action" = 'settle') s
WHERE rp."role_id" NOT IN (SELECT "id" FROM "untouched_staff")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_permissions" ("user_id", "permission_id", "granted")
SELECT up."user_id", s."id", up."granted"
FROM "user_permissions" up
  JOIN "permissions" p ON p."id" = up."permission_id" AND p."feature" = 'bookings' AND p."action" = 'update'
  CROSS JOIN (SELECT "id" FROM "permissions" WHERE "feature" = 'deposits' AND "action" = 'settle') s
ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH "untouched_staff" AS (
SELECT r."id" FROM "roles" r
WHERE r."name" = 'user' AND r."is_system"
  AND (
    SELECT coalesce(array_agg(p."feature" || ':' || p."action" ORDER BY p."feature" || ':' || p."action"), '{}')
    FROM "role_permissions" rp JOIN "permissions" p ON p."id" = rp."permission_id"
    WHERE rp."role_id" = r."id"
  ) = (
    SELECT array_agg(k ORDER BY k) FROM unnest(ARRAY[
      'dashboard:view',
      'properties:view', 'properties:create', 'properties:update', 'properties:delete',
      'floors:view', 'floors:create', 'floors:update', 'floors:delete',
      'rooms:view', 'rooms:create', 'rooms:update', 'rooms:delete',
      'beds:view', 'beds:create', 'beds:update', 'beds:delete',
      'tenants:view', 'tenants:create', 'tenants:update', 'tenants:delete',
      'bookings:view', 'bookings:create', 'bookings:update', 'bookings:delete',
      'payments:view', 'payments:create', 'payments:update', 'payments:delete',
      'complaints:view', 'complaints:create', 'complaints:update', 'complaints:delete',
      'expenses:view', 'expenses:create', 'expenses:update', 'expenses:delete',
      'reports:view', 'visitors:manage', 'applications:view', 'applications:update',
      'branches:view'
    ]::text[]) AS k
  )
)
DELETE FROM "role_permissions" rp
USING "permissions" p
WHERE p."id" = rp."permission_id"
  AND rp."role_id" IN (SELECT "id" FROM "untouched_staff")
  AND (p."action" = 'delete' OR p."feature" || ':' || p."action" IN ('payments:update', 'expenses:update', 'beds:update'));
