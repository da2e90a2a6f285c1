CREATE TABLE "appointment_drafts" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "appointments" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room_id" integer,
	"doctor_uid" uuid,
	"patient_id" integer,
	"new_patient" jsonb,
	"status_id" integer DEFAULT 1 NOT NULL,
	"apt_treat_items" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rmd_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"reminder_delivery" jsonb,
	"checkin_at" timestamp with time zone,
	"checkin_by" uuid,
	"checkin_note" text DEFAULT '' NOT NULL,
	"treatment_at" timestamp with time zone,
	"linked_with_ktb_paotang" boolean DEFAULT false NOT NULL,
	"ktb_paotang_ref" text,
	"linked_with_mfd" boolean DEFAULT false NOT NULL,
	"mfd_meeting_id" text,
	"mfd_meeting_url" text,
	"nhso_visit_booking_no" text,
	"nhso_visit_no" text,
	"referred_from_branch_id" integer,
	"refer_note" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "appointments_period_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_holder_check" CHECK ("appointments"."room_id" is not null or "appointments"."doctor_uid" is not null)
);
--> statement-breakpoint
ALTER TABLE "appointments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_uid_users_id_fk" FOREIGN KEY ("doctor_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_checkin_by_users_id_fk" FOREIGN KEY ("checkin_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_referred_from_branch_id_branches_id_fk" FOREIGN KEY ("referred_from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_drafts_user_idx" ON "appointment_drafts" USING btree ("clinic_id","branch_id","user_id");--> statement-breakpoint
CREATE INDEX "appointment_drafts_branch_idx" ON "appointment_drafts" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "appointment_drafts_owner_idx" ON "appointment_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_branch_start_idx" ON "appointments" USING btree ("clinic_id","branch_id","starts_at") WHERE "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("clinic_id","patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."rmd_id" > 0 and "appointments"."reminder_sent_at" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_room_idx" ON "appointments" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_uid");--> statement-breakpoint
CREATE INDEX "appointments_branch_fk_idx" ON "appointments" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "appointments_created_by_idx" ON "appointments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "appointments_updated_by_idx" ON "appointments" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "appointments_checkin_by_idx" ON "appointments" USING btree ("checkin_by");--> statement-breakpoint
CREATE INDEX "appointments_cancelled_by_idx" ON "appointments" USING btree ("cancelled_by");--> statement-breakpoint
CREATE INDEX "appointments_referred_from_idx" ON "appointments" USING btree ("referred_from_branch_id");--> statement-breakpoint
CREATE POLICY "appointment_drafts_tenant_isolation" ON "appointment_drafts" AS PERMISSIVE FOR ALL TO "yim_app" USING ("appointment_drafts"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("appointment_drafts"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "appointment_drafts_platform_read" ON "appointment_drafts" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "appointments_tenant_isolation" ON "appointments" AS PERMISSIVE FOR ALL TO "yim_app" USING ("appointments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("appointments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "appointments_platform_read" ON "appointments" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: drizzle-kit cannot write exclusion constraints or FORCE (ADR 0002).
-- btree_gist lets one GiST index compare the room or doctor (=) beside the period (&&). A live
-- appointment holds its room, and its doctor across the whole clinic, for [start, end); two
-- bookings of one slot committed at once: the second fails with 23P01 (APPT-OVERLAP).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("cancelled_at" IS NULL AND "room_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_overlap" EXCLUDE USING gist ("clinic_id" WITH =, "doctor_uid" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("cancelled_at" IS NULL AND "doctor_uid" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "appointments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "appointment_drafts" FORCE ROW LEVEL SECURITY;
