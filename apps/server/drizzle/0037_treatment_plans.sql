CREATE TABLE "treatment_plan_items" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"master_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"teeth" text[] DEFAULT '{}'::text[] NOT NULL,
	"mouth_area" text,
	"price_satang" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"treatment_item_id" integer,
	"treatment_id" integer,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "treatment_plan_items_status_check" CHECK ("treatment_plan_items"."status" in ('Diagnosed', 'Planned', 'Done')),
	CONSTRAINT "treatment_plan_items_done_check" CHECK (("treatment_plan_items"."status" = 'Done') = ("treatment_plan_items"."done_at" is not null)),
	CONSTRAINT "treatment_plan_items_priority_check" CHECK ("treatment_plan_items"."priority" between 1 and 5),
	CONSTRAINT "treatment_plan_items_price_check" CHECK ("treatment_plan_items"."price_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "treatment_plans" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_plans_scope_key" UNIQUE("clinic_id","branch_id","id"),
	CONSTRAINT "treatment_plans_status_check" CHECK ("treatment_plans"."status" in ('Active', 'Inactive', 'Completed'))
);
--> statement-breakpoint
ALTER TABLE "treatment_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_treatment_item_id_treatment_items_id_fk" FOREIGN KEY ("treatment_item_id") REFERENCES "public"."treatment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_plan_fk" FOREIGN KEY ("clinic_id","branch_id","plan_id") REFERENCES "public"."treatment_plans"("clinic_id","branch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_plan_items_plan_idx" ON "treatment_plan_items" USING btree ("clinic_id","branch_id","plan_id","sort");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_branch_idx" ON "treatment_plan_items" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_treatment_item_idx" ON "treatment_plan_items" USING btree ("treatment_item_id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_done_by_idx" ON "treatment_plan_items" USING btree ("done_by");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_one_active_idx" ON "treatment_plans" USING btree ("clinic_id","patient_id") WHERE "treatment_plans"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "treatment_plans_patient_idx" ON "treatment_plans" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "treatment_plans_patient_fk_idx" ON "treatment_plans" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "treatment_plans_branch_idx" ON "treatment_plans" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "treatment_plans_created_by_idx" ON "treatment_plans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "treatment_plans_updated_by_idx" ON "treatment_plans" USING btree ("updated_by");--> statement-breakpoint
CREATE POLICY "treatment_plan_items_tenant_isolation" ON "treatment_plan_items" AS PERMISSIVE FOR ALL TO "yim_app" USING ("treatment_plan_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("treatment_plan_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "treatment_plan_items_platform_read" ON "treatment_plan_items" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "treatment_plans_tenant_isolation" ON "treatment_plans" AS PERMISSIVE FOR ALL TO "yim_app" USING ("treatment_plans"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("treatment_plans"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "treatment_plans_platform_read" ON "treatment_plans" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "treatment_plans" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" FORCE ROW LEVEL SECURITY;
