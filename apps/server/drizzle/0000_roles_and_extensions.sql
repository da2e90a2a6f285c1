-- Hand-written: what drizzle-kit does not generate.
-- pg_trgm for Thai and Latin name search (PGlite loads the extension's files itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The role every request runs as (SET LOCAL ROLE). Roles are cluster-wide, so it may exist
-- already when several databases share one PostgreSQL server. It can never bypass RLS.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'yim_app') THEN
    CREATE ROLE yim_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
-- The migrating role must be able to switch to yim_app (not automatic when it is not a superuser).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'yim_app', 'MEMBER') THEN
    EXECUTE format('GRANT yim_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO yim_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO yim_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO yim_app;
