DROP POLICY "branch_members_superadmin_read" ON "branch_members" CASCADE;--> statement-breakpoint
DROP POLICY "branches_superadmin_read" ON "branches" CASCADE;--> statement-breakpoint
DROP POLICY "rooms_superadmin_read" ON "rooms" CASCADE;--> statement-breakpoint
DROP POLICY "audit_log_superadmin_read" ON "audit_log" CASCADE;--> statement-breakpoint
CREATE POLICY "branch_members_platform_read" ON "branch_members" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "branches_platform_read" ON "branches" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "rooms_platform_read" ON "rooms" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "audit_log_platform_read" ON "audit_log" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);