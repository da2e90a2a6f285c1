CREATE TABLE "patient_dn_counters" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"last_dn" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_dn_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "patients" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registered_branch_id" integer NOT NULL,
	"dn" integer NOT NULL,
	"exist_dn" text DEFAULT '' NOT NULL,
	"foreigner" boolean DEFAULT false NOT NULL,
	"title_name_th" text,
	"first_name_th" text DEFAULT '' NOT NULL,
	"last_name_th" text DEFAULT '' NOT NULL,
	"title_name_en" text,
	"first_name_en" text DEFAULT '' NOT NULL,
	"last_name_en" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"dob" date,
	"gender" text,
	"personal_type" text,
	"personal_id" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"line_id" text DEFAULT '' NOT NULL,
	"consent_sms" boolean DEFAULT false NOT NULL,
	"consent_line" boolean DEFAULT false NOT NULL,
	"consent_email" boolean DEFAULT false NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"congenital_diseases" text DEFAULT '' NOT NULL,
	"emergency_contact_name" text DEFAULT '' NOT NULL,
	"emergency_contact_relation" text DEFAULT '' NOT NULL,
	"emergency_contact_phone" text DEFAULT '' NOT NULL,
	"photo_content_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"sub_district" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name_th || ' ' || last_name_th || ' ' || first_name_en || ' ' || last_name_en || ' ' || nickname || ' ' || exist_dn || ' ' || mobile || ' ' || personal_id)) STORED NOT NULL,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "patient_dn_counters" ADD CONSTRAINT "patient_dn_counters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_registered_branch_id_branches_id_fk" FOREIGN KEY ("registered_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_photo_content_id_contents_id_fk" FOREIGN KEY ("photo_content_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_into_id_patients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_clinic_dn_idx" ON "patients" USING btree ("clinic_id","dn");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_clinic_thai_id_idx" ON "patients" USING btree ("clinic_id","personal_id") WHERE "patients"."personal_type" = '1' and "patients"."personal_id" <> '' and "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_duplicate_name_idx" ON "patients" USING btree ("clinic_id","first_name_th","last_name_th");--> statement-breakpoint
CREATE INDEX "patients_registered_branch_idx" ON "patients" USING btree ("registered_branch_id");--> statement-breakpoint
CREATE INDEX "patients_photo_content_idx" ON "patients" USING btree ("photo_content_id");--> statement-breakpoint
CREATE INDEX "patients_merged_into_idx" ON "patients" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "patient_dn_counters_tenant_isolation" ON "patient_dn_counters" AS PERMISSIVE FOR ALL TO "yim_app" USING ("patient_dn_counters"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("patient_dn_counters"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "patient_dn_counters_platform_read" ON "patient_dn_counters" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "patients_tenant_isolation" ON "patients" AS PERMISSIVE FOR ALL TO "yim_app" USING ("patients"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("patients"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "patients_platform_read" ON "patients" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written below. FORCE makes the policies bind the table owner too (see 0002).
ALTER TABLE "patients" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "patient_dn_counters" FORCE ROW LEVEL SECURITY;
