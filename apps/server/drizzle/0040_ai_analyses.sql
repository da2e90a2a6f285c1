CREATE TABLE "ai_analyses" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"doctor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"threshold" double precision NOT NULL,
	"mode" text NOT NULL,
	"upper_width" integer NOT NULL,
	"upper_height" integer NOT NULL,
	"lower_width" integer NOT NULL,
	"lower_height" integer NOT NULL,
	"problem_count" smallint NOT NULL,
	"oral_health" text NOT NULL,
	"plan_id" integer,
	CONSTRAINT "ai_analyses_scope_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "ai_analyses_mode_check" CHECK ("ai_analyses"."mode" in ('sandbox', 'live')),
	CONSTRAINT "ai_analyses_health_check" CHECK ("ai_analyses"."oral_health" in ('excellent', 'good', 'fair', 'poor')),
	CONSTRAINT "ai_analyses_threshold_check" CHECK ("ai_analyses"."threshold" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "ai_analyses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ai_analysis_findings" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_analysis_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"photo_type" text NOT NULL,
	"confidence" double precision NOT NULL,
	"x1" double precision NOT NULL,
	"y1" double precision NOT NULL,
	"x2" double precision NOT NULL,
	"y2" double precision NOT NULL,
	"decision" text NOT NULL,
	CONSTRAINT "ai_analysis_findings_class_check" CHECK ("ai_analysis_findings"."class_name" in ('gum', 'carries', 'calculus', 'tongue', 'worn_teeth', 'fluorosis')),
	CONSTRAINT "ai_analysis_findings_photo_check" CHECK ("ai_analysis_findings"."photo_type" in ('upper', 'lower')),
	CONSTRAINT "ai_analysis_findings_decision_check" CHECK ("ai_analysis_findings"."decision" in ('confirmed', 'removed', 'undecided'))
);
--> statement-breakpoint
ALTER TABLE "ai_analysis_findings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD CONSTRAINT "ai_analyses_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analysis_findings" ADD CONSTRAINT "ai_analysis_findings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_analysis_findings" ADD CONSTRAINT "ai_analysis_findings_analysis_fk" FOREIGN KEY ("clinic_id","analysis_id") REFERENCES "public"."ai_analyses"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_analyses_branch_time_idx" ON "ai_analyses" USING btree ("clinic_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_analyses_patient_idx" ON "ai_analyses" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_analyses_patient_fk_idx" ON "ai_analyses" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "ai_analyses_branch_idx" ON "ai_analyses" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "ai_analyses_doctor_idx" ON "ai_analyses" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "ai_analysis_findings_analysis_idx" ON "ai_analysis_findings" USING btree ("clinic_id","analysis_id");--> statement-breakpoint
CREATE POLICY "ai_analyses_tenant_isolation" ON "ai_analyses" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ai_analyses"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ai_analyses"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ai_analyses_platform_read" ON "ai_analyses" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "ai_analysis_findings_tenant_isolation" ON "ai_analysis_findings" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ai_analysis_findings"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ai_analysis_findings"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ai_analysis_findings_platform_read" ON "ai_analysis_findings" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "ai_analyses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_analysis_findings" FORCE ROW LEVEL SECURITY;
