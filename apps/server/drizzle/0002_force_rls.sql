-- Hand-written: drizzle-kit enables RLS but cannot FORCE it. FORCE makes the policies bind the
-- table owner too; the server's startup check refuses to run while a tenant table lacks it.
ALTER TABLE "branches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rooms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "branch_members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Global catalogues are read-only through the API: the reference-data sync writes them as owner.
REVOKE INSERT, UPDATE, DELETE ON "config_values", "teeth", "tooth_surfaces" FROM yim_app;
