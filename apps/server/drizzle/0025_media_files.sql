CREATE TABLE "media_files" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer,
	"treatment_id" integer,
	"category" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"protocol_media_id" integer,
	"protocol_view" text,
	"protocol_arch" text,
	"status" text DEFAULT 'stored' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "media_files_status_check" CHECK ("media_files"."status" in ('pending', 'stored')),
	CONSTRAINT "media_files_size_check" CHECK ("media_files"."file_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "media_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "protocol_media" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protocol_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"lab_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protocol_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "file_store_quota_bytes" bigint DEFAULT 1073741824 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_protocol_media_id_protocol_media_id_fk" FOREIGN KEY ("protocol_media_id") REFERENCES "public"."protocol_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_media" ADD CONSTRAINT "protocol_media_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_media" ADD CONSTRAINT "protocol_media_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_media" ADD CONSTRAINT "protocol_media_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_media" ADD CONSTRAINT "protocol_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_storage_key_idx" ON "media_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_files_branch_idx" ON "media_files" USING btree ("clinic_id","branch_id","category");--> statement-breakpoint
CREATE INDEX "media_files_patient_idx" ON "media_files" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "media_files_treatment_idx" ON "media_files" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "media_files_created_by_idx" ON "media_files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "media_files_deleted_by_idx" ON "media_files" USING btree ("deleted_by");--> statement-breakpoint
CREATE INDEX "media_files_protocol_idx" ON "media_files" USING btree ("protocol_media_id");--> statement-breakpoint
CREATE INDEX "protocol_media_patient_idx" ON "protocol_media" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "protocol_media_patient_fk_idx" ON "protocol_media" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "protocol_media_branch_idx" ON "protocol_media" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "protocol_media_created_by_idx" ON "protocol_media" USING btree ("created_by");--> statement-breakpoint
CREATE POLICY "media_files_tenant_isolation" ON "media_files" AS PERMISSIVE FOR ALL TO "yim_app" USING ("media_files"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("media_files"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "media_files_platform_read" ON "media_files" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "protocol_media_tenant_isolation" ON "protocol_media" AS PERMISSIVE FOR ALL TO "yim_app" USING ("protocol_media"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("protocol_media"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "protocol_media_platform_read" ON "protocol_media" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "media_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "protocol_media" FORCE ROW LEVEL SECURITY;
