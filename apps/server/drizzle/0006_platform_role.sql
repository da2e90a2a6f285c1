-- Hand-written: the database's second wall against SQL that runs inside a request (issue 7).
-- Requests log in as a role that can become yim_app and nothing else; everything below is what
-- yim_app, even so, must not be able to do.

-- The super-administrator reads across clinics as their own role (policies in 0007), reached
-- only from the owner's connections: a setting such as the old app.superadmin could be switched
-- on by any SQL of the transaction. Roles are cluster-wide, so it may exist already.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'yim_platform') THEN
    CREATE ROLE yim_platform NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'yim_platform', 'MEMBER') THEN
    EXECUTE format('GRANT yim_platform TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO yim_platform;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA public TO yim_platform;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO yim_platform;
--> statement-breakpoint
-- Every platform read writes its audit row in the same transaction.
GRANT INSERT ON "superadmin_audit" TO yim_platform;
--> statement-breakpoint
-- The signing secrets are read by the owner at start, by no request and no platform read.
REVOKE ALL ON "app_secrets" FROM yim_app, yim_platform;
--> statement-breakpoint
-- Audit logs are append-only for the application: rows are added and read, never changed.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log", "superadmin_audit" FROM yim_app;
--> statement-breakpoint
-- Privilege columns: only the owner (the platform command, the demo seed) grants the
-- super-administrator flag. A trigger rather than column privileges, because an INSERT that
-- names the column with DEFAULT (as Drizzle writes every insert) needs the column privilege too.
CREATE FUNCTION users_guard_privilege_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_user IN ('yim_app', 'yim_platform') AND (
    (TG_OP = 'INSERT' AND NEW.is_superadmin)
    OR (TG_OP = 'UPDATE' AND NEW.is_superadmin IS DISTINCT FROM OLD.is_superadmin)
  ) THEN
    RAISE EXCEPTION 'permission denied: users.is_superadmin is changed by the owner only'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_guard_privilege_columns BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_guard_privilege_columns();
