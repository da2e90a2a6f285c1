CREATE TABLE "risk_evaluations" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_evaluations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_questions" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"text_th" text NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"alert_label_th" text DEFAULT '' NOT NULL,
	"alert_label_en" text DEFAULT '' NOT NULL,
	"asks_detail" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "risk_evaluations" ADD CONSTRAINT "risk_evaluations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluations" ADD CONSTRAINT "risk_evaluations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluations" ADD CONSTRAINT "risk_evaluations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluations" ADD CONSTRAINT "risk_evaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_evaluations" ADD CONSTRAINT "risk_evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_questions" ADD CONSTRAINT "risk_questions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_evaluations_patient_idx" ON "risk_evaluations" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_evaluations_patient_fk_idx" ON "risk_evaluations" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "risk_evaluations_branch_idx" ON "risk_evaluations" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "risk_evaluations_created_by_idx" ON "risk_evaluations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "risk_evaluations_updated_by_idx" ON "risk_evaluations" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_questions_clinic_key_idx" ON "risk_questions" USING btree ("clinic_id","key") WHERE "risk_questions"."key" <> 'custom';--> statement-breakpoint
CREATE INDEX "risk_questions_clinic_sort_idx" ON "risk_questions" USING btree ("clinic_id","sort");--> statement-breakpoint
CREATE POLICY "risk_evaluations_tenant_isolation" ON "risk_evaluations" AS PERMISSIVE FOR ALL TO "yim_app" USING ("risk_evaluations"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("risk_evaluations"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "risk_evaluations_platform_read" ON "risk_evaluations" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "risk_questions_tenant_isolation" ON "risk_questions" AS PERMISSIVE FOR ALL TO "yim_app" USING ("risk_questions"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("risk_questions"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "risk_questions_platform_read" ON "risk_questions" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: drizzle-kit cannot write FORCE (ADR 0002).
ALTER TABLE "risk_questions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "risk_evaluations" FORCE ROW LEVEL SECURITY;
