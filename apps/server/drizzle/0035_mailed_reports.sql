CREATE TABLE "mailed_reports" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailed_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"doctor_uid" uuid,
	"lang" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"to_email" text NOT NULL,
	"render_job_id" bigint,
	"mail_job_id" bigint,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailed_reports_report_check" CHECK ("mailed_reports"."report" in ('branchIncome', 'personalIncome')),
	CONSTRAINT "mailed_reports_lang_check" CHECK ("mailed_reports"."lang" in ('th', 'en')),
	CONSTRAINT "mailed_reports_range_check" CHECK ("mailed_reports"."start_date" <= "mailed_reports"."end_date"),
	CONSTRAINT "mailed_reports_doctor_check" CHECK (("mailed_reports"."report" = 'personalIncome') = ("mailed_reports"."doctor_uid" is not null))
);
--> statement-breakpoint
ALTER TABLE "mailed_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mailed_reports" ADD CONSTRAINT "mailed_reports_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_reports" ADD CONSTRAINT "mailed_reports_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_reports" ADD CONSTRAINT "mailed_reports_doctor_uid_users_id_fk" FOREIGN KEY ("doctor_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_reports" ADD CONSTRAINT "mailed_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailed_reports_requester_idx" ON "mailed_reports" USING btree ("clinic_id","branch_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "mailed_reports_branch_idx" ON "mailed_reports" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "mailed_reports_doctor_idx" ON "mailed_reports" USING btree ("doctor_uid");--> statement-breakpoint
CREATE INDEX "mailed_reports_requested_by_idx" ON "mailed_reports" USING btree ("requested_by");--> statement-breakpoint
CREATE POLICY "mailed_reports_tenant_isolation" ON "mailed_reports" AS PERMISSIVE FOR ALL TO "yim_app" USING ("mailed_reports"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("mailed_reports"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "mailed_reports_platform_read" ON "mailed_reports" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "mailed_reports" FORCE ROW LEVEL SECURITY;
