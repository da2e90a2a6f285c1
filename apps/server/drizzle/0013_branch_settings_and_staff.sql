CREATE TABLE "doctor_working_hours" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_working_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_member_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_working_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "clinics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_members" ADD COLUMN "dr_fee_share_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_working_hours" ADD CONSTRAINT "doctor_working_hours_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_working_hours" ADD CONSTRAINT "doctor_working_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_working_hours" ADD CONSTRAINT "doctor_working_hours_branch_member_id_branch_members_id_fk" FOREIGN KEY ("branch_member_id") REFERENCES "public"."branch_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_working_hours_branch_idx" ON "doctor_working_hours" USING btree ("clinic_id","branch_id");--> statement-breakpoint
CREATE INDEX "doctor_working_hours_member_idx" ON "doctor_working_hours" USING btree ("branch_member_id");--> statement-breakpoint
CREATE POLICY "clinics_member_read" ON "clinics" AS PERMISSIVE FOR SELECT TO "yim_app" USING ("clinics"."id" = nullif(current_setting('app.clinic_id', true), '')::integer or "clinics"."id" in (select bm.clinic_id from branch_members bm where bm.user_id = nullif(current_setting('app.user_id', true), '')::uuid and bm.deleted_at is null));--> statement-breakpoint
CREATE POLICY "clinics_entered_update" ON "clinics" AS PERMISSIVE FOR UPDATE TO "yim_app" USING ("clinics"."id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("clinics"."id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "clinics_platform_read" ON "clinics" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "doctor_working_hours_tenant_isolation" ON "doctor_working_hours" AS PERMISSIVE FOR ALL TO "yim_app" USING ("doctor_working_hours"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("doctor_working_hours"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "doctor_working_hours_platform_read" ON "doctor_working_hours" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written below. FORCE makes the policies bind the table owner too (see 0002).
ALTER TABLE "doctor_working_hours" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- clinics: RLS enabled, not forced (the owner seeds and looks up across clinics). The app role
-- reads its members' clinics and the entered one, updates only the entered one, never inserts
-- or deletes: creating a clinic is the owner's (super-administrator's) work.
REVOKE INSERT, DELETE, TRUNCATE ON "clinics" FROM yim_app;--> statement-breakpoint
-- The one read of a clinic before it is entered: `/{clinicUrl}` to its id, nothing else of the
-- row. Security definer, so the app role needs no policy that shows it other clinics' rows.
CREATE FUNCTION clinic_id_by_url(p_url text) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ select id from public.clinics where url = p_url $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION clinic_id_by_url(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION clinic_id_by_url(text) TO yim_app;
