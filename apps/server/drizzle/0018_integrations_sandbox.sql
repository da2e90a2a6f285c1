CREATE TABLE "licence_checks" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_member_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"licence_no" text NOT NULL,
	"status" text NOT NULL,
	"holder_name_th" text,
	"holder_name_en" text,
	"name_matches" boolean NOT NULL,
	"sandbox" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_checks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_licences" (
	"licence_no" text PRIMARY KEY NOT NULL,
	"holder_name_th" text NOT NULL,
	"holder_name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service" text NOT NULL,
	"operation" text NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_tele_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_tele_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_ref" text NOT NULL,
	"note" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_tele_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_tele_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_ref" text NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_branch_member_id_branch_members_id_fk" FOREIGN KEY ("branch_member_id") REFERENCES "public"."branch_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_checks" ADD CONSTRAINT "licence_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_checks_member_idx" ON "licence_checks" USING btree ("branch_member_id","id");--> statement-breakpoint
CREATE INDEX "licence_checks_branch_idx" ON "licence_checks" USING btree ("clinic_id","branch_id");--> statement-breakpoint
CREATE INDEX "licence_checks_user_idx" ON "licence_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "licence_checks_checked_by_idx" ON "licence_checks" USING btree ("checked_by");--> statement-breakpoint
CREATE INDEX "sandbox_exchanges_service_idx" ON "sandbox_exchanges" USING btree ("service","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_tele_cases_one_open_idx" ON "sandbox_tele_cases" USING btree ("patient_ref") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "sandbox_tele_links_patient_idx" ON "sandbox_tele_links" USING btree ("patient_ref","id");--> statement-breakpoint
CREATE INDEX "sandbox_tele_links_code_idx" ON "sandbox_tele_links" USING btree ("code");--> statement-breakpoint
CREATE POLICY "licence_checks_tenant_isolation" ON "licence_checks" AS PERMISSIVE FOR ALL TO "yim_app" USING ("licence_checks"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("licence_checks"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "licence_checks_platform_read" ON "licence_checks" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written below. FORCE makes the policies bind the table owner too (see 0002).
ALTER TABLE "licence_checks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A licence check is a record of what the registry said: added, never changed.
REVOKE UPDATE, DELETE, TRUNCATE ON "licence_checks" FROM yim_app;--> statement-breakpoint
-- The sandboxes stand in for other companies' systems (docs/adr/0010): not a clinic's data and not
-- the request's to read or forge. Only the owner's connections, which the sandbox adapters and the
-- super-administrator's sandbox console run on, reach these tables.
REVOKE ALL ON "sandbox_licences", "sandbox_exchanges", "sandbox_tele_links", "sandbox_tele_cases" FROM yim_app, yim_platform;--> statement-breakpoint
REVOKE ALL ON SEQUENCE "sandbox_exchanges_id_seq", "sandbox_tele_links_id_seq", "sandbox_tele_cases_id_seq" FROM yim_app, yim_platform;
