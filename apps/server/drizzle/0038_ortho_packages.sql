CREATE SEQUENCE "public"."ortho_package_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ortho_instalments" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ortho_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_package_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_satang" integer NOT NULL,
	CONSTRAINT "ortho_instalments_seq_key" UNIQUE("clinic_id","patient_package_id","seq"),
	CONSTRAINT "ortho_instalments_amount_check" CHECK ("ortho_instalments"."amount_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ortho_instalments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ortho_package_items" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ortho_package_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"price_satang" integer NOT NULL,
	CONSTRAINT "ortho_package_items_price_check" CHECK ("ortho_package_items"."price_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ortho_package_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ortho_packages" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY DEFAULT nextval('ortho_package_ids') NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"price_satang" integer NOT NULL,
	"visits" integer NOT NULL,
	"instalments" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ortho_packages_scope_key" UNIQUE("clinic_id","branch_id","id"),
	CONSTRAINT "ortho_packages_numbers_check" CHECK ("ortho_packages"."price_satang" >= 0 and "ortho_packages"."visits" > 0 and "ortho_packages"."instalments" > 0)
);
--> statement-breakpoint
ALTER TABLE "ortho_packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ortho_patient_packages" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ortho_patient_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"from_template" boolean NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"price_satang" integer NOT NULL,
	"instalments" integer NOT NULL,
	"visits_total" integer NOT NULL,
	"visits_used" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ortho_patient_packages_scope_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "ortho_patient_packages_status_check" CHECK ("ortho_patient_packages"."status" in (1, 2, 3)),
	CONSTRAINT "ortho_patient_packages_visits_check" CHECK ("ortho_patient_packages"."visits_used" between 0 and "ortho_patient_packages"."visits_total"),
	CONSTRAINT "ortho_patient_packages_numbers_check" CHECK ("ortho_patient_packages"."price_satang" >= 0 and "ortho_patient_packages"."instalments" > 0)
);
--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ortho_templates" (
	"id" integer PRIMARY KEY DEFAULT nextval('ortho_package_ids') NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"price_satang" integer NOT NULL,
	"visits" integer NOT NULL,
	"instalments" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ortho_templates_numbers_check" CHECK ("ortho_templates"."price_satang" >= 0 and "ortho_templates"."visits" > 0 and "ortho_templates"."instalments" > 0)
);
--> statement-breakpoint
ALTER TABLE "ortho_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ortho_instalments" ADD CONSTRAINT "ortho_instalments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_instalments" ADD CONSTRAINT "ortho_instalments_package_fk" FOREIGN KEY ("clinic_id","patient_package_id") REFERENCES "public"."ortho_patient_packages"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_package_items" ADD CONSTRAINT "ortho_package_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_package_items" ADD CONSTRAINT "ortho_package_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_package_items" ADD CONSTRAINT "ortho_package_items_package_fk" FOREIGN KEY ("clinic_id","branch_id","package_id") REFERENCES "public"."ortho_packages"("clinic_id","branch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_packages" ADD CONSTRAINT "ortho_packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_packages" ADD CONSTRAINT "ortho_packages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_packages" ADD CONSTRAINT "ortho_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_packages" ADD CONSTRAINT "ortho_packages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ADD CONSTRAINT "ortho_patient_packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ADD CONSTRAINT "ortho_patient_packages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ADD CONSTRAINT "ortho_patient_packages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ADD CONSTRAINT "ortho_patient_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" ADD CONSTRAINT "ortho_patient_packages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ortho_package_items_package_idx" ON "ortho_package_items" USING btree ("clinic_id","branch_id","package_id","sort");--> statement-breakpoint
CREATE INDEX "ortho_package_items_branch_idx" ON "ortho_package_items" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ortho_packages_name_idx" ON "ortho_packages" USING btree ("clinic_id","branch_id",lower("name_th")) WHERE "ortho_packages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ortho_packages_branch_idx" ON "ortho_packages" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "ortho_packages_created_by_idx" ON "ortho_packages" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ortho_packages_updated_by_idx" ON "ortho_packages" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "ortho_patient_packages_patient_idx" ON "ortho_patient_packages" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "ortho_patient_packages_patient_fk_idx" ON "ortho_patient_packages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "ortho_patient_packages_branch_idx" ON "ortho_patient_packages" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "ortho_patient_packages_created_by_idx" ON "ortho_patient_packages" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ortho_patient_packages_updated_by_idx" ON "ortho_patient_packages" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "ortho_templates_name_idx" ON "ortho_templates" USING btree (lower("name_th")) WHERE "ortho_templates"."deleted_at" is null;--> statement-breakpoint
CREATE POLICY "ortho_instalments_tenant_isolation" ON "ortho_instalments" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ortho_instalments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ortho_instalments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ortho_instalments_platform_read" ON "ortho_instalments" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "ortho_package_items_tenant_isolation" ON "ortho_package_items" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ortho_package_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ortho_package_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ortho_package_items_platform_read" ON "ortho_package_items" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "ortho_packages_tenant_isolation" ON "ortho_packages" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ortho_packages"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ortho_packages"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ortho_packages_platform_read" ON "ortho_packages" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "ortho_patient_packages_tenant_isolation" ON "ortho_patient_packages" AS PERMISSIVE FOR ALL TO "yim_app" USING ("ortho_patient_packages"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("ortho_patient_packages"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ortho_patient_packages_platform_read" ON "ortho_patient_packages" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "ortho_templates_read" ON "ortho_templates" AS PERMISSIVE FOR SELECT TO "yim_app" USING (true);--> statement-breakpoint
CREATE POLICY "ortho_templates_superadmin_insert" ON "ortho_templates" AS PERMISSIVE FOR INSERT TO "yim_app" WITH CHECK (exists (select 1 from "users" where "users"."id" = nullif(current_setting('app.user_id', true), '')::uuid and "users"."is_superadmin" and "users"."deleted_at" is null and "users"."disabled_at" is null));--> statement-breakpoint
CREATE POLICY "ortho_templates_superadmin_update" ON "ortho_templates" AS PERMISSIVE FOR UPDATE TO "yim_app" USING (exists (select 1 from "users" where "users"."id" = nullif(current_setting('app.user_id', true), '')::uuid and "users"."is_superadmin" and "users"."deleted_at" is null and "users"."disabled_at" is null)) WITH CHECK (exists (select 1 from "users" where "users"."id" = nullif(current_setting('app.user_id', true), '')::uuid and "users"."is_superadmin" and "users"."deleted_at" is null and "users"."disabled_at" is null));--> statement-breakpoint
CREATE POLICY "ortho_templates_platform_read" ON "ortho_templates" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002); the global template
-- table is forced as well, so its super-administrator write policies bind everyone (ADR 0016).
ALTER TABLE "ortho_packages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ortho_package_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ortho_patient_packages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ortho_instalments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ortho_templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A template is retired (deleted_at), never removed: patients' packages name its id.
REVOKE DELETE, TRUNCATE ON "ortho_templates" FROM yim_app;
