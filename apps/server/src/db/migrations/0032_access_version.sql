CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_version_one_row" CHECK ("access_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raised in the transaction that changes who may do what, so a server that reads it after the
-- commit sees the change: roles, their permissions, a user's roles, overrides, branches and
-- branch assignments, a user's deletion or flags, a session ended, a branch deleted. The triggers
-- are deferred to the commit, so the one row is locked last and never in a cycle with other locks.
CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_roles AFTER INSERT OR UPDATE OR DELETE ON roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_role_permissions AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_user_roles AFTER INSERT OR UPDATE OR DELETE ON user_role_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_user_permissions AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_user_branches AFTER INSERT OR UPDATE OR DELETE ON user_branches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_users AFTER UPDATE OF email, all_branches OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_sessions AFTER UPDATE OF revoked_at OR DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_branches AFTER DELETE ON branches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
