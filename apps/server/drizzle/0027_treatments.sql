CREATE TABLE "treatment_items" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"treatment_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"master_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"teeth" text[] DEFAULT '{}'::text[] NOT NULL,
	"surfaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_satang" integer DEFAULT 0 NOT NULL,
	"discount_satang" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "treatment_items_kind_check" CHECK ("treatment_items"."kind" in ('diagnosis', 'treatment', 'item')),
	CONSTRAINT "treatment_items_quantity_check" CHECK ("treatment_items"."quantity" > 0),
	CONSTRAINT "treatment_items_money_check" CHECK ("treatment_items"."price_satang" >= 0 and "treatment_items"."discount_satang" >= 0 and "treatment_items"."discount_satang" <= "treatment_items"."price_satang"::bigint * "treatment_items"."quantity")
);
--> statement-breakpoint
ALTER TABLE "treatment_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "treatments" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_uid" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"final_discount_satang" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatments_scope_key" UNIQUE("clinic_id","branch_id","id"),
	CONSTRAINT "treatments_final_discount_check" CHECK ("treatments"."final_discount_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "treatments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_treatment_fk" FOREIGN KEY ("clinic_id","branch_id","treatment_id") REFERENCES "public"."treatments"("clinic_id","branch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_doctor_uid_users_id_fk" FOREIGN KEY ("doctor_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_items_treatment_idx" ON "treatment_items" USING btree ("clinic_id","branch_id","treatment_id","sort");--> statement-breakpoint
CREATE INDEX "treatment_items_branch_idx" ON "treatment_items" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatments_appointment_idx" ON "treatments" USING btree ("clinic_id","appointment_id");--> statement-breakpoint
CREATE INDEX "treatments_patient_idx" ON "treatments" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "treatments_appointment_fk_idx" ON "treatments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "treatments_patient_fk_idx" ON "treatments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "treatments_branch_idx" ON "treatments" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "treatments_doctor_idx" ON "treatments" USING btree ("doctor_uid");--> statement-breakpoint
CREATE INDEX "treatments_created_by_idx" ON "treatments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "treatments_updated_by_idx" ON "treatments" USING btree ("updated_by");--> statement-breakpoint
CREATE POLICY "treatment_items_tenant_isolation" ON "treatment_items" AS PERMISSIVE FOR ALL TO "yim_app" USING ("treatment_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("treatment_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "treatment_items_platform_read" ON "treatment_items" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "treatments_tenant_isolation" ON "treatments" AS PERMISSIVE FOR ALL TO "yim_app" USING ("treatments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("treatments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "treatments_platform_read" ON "treatments" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "treatments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "treatment_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Hand-written: the treatment a media file documents (media ranks below treatments and cannot name its table).
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;
