CREATE TABLE "lab_expenses" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"doctor_uid" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_satang" integer NOT NULL,
	"sent_date" date NOT NULL,
	"due_date" date,
	"received_date" date,
	"status" text DEFAULT 'sent' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_expenses_cost_check" CHECK ("lab_expenses"."cost_satang" >= 0),
	CONSTRAINT "lab_expenses_status_check" CHECK ("lab_expenses"."status" in ('sent', 'received', 'fitted')),
	CONSTRAINT "lab_expenses_due_check" CHECK ("lab_expenses"."due_date" is null or "lab_expenses"."due_date" >= "lab_expenses"."sent_date"),
	CONSTRAINT "lab_expenses_received_check" CHECK ("lab_expenses"."received_date" is null or "lab_expenses"."received_date" >= "lab_expenses"."sent_date"),
	CONSTRAINT "lab_expenses_cancel_check" CHECK (("lab_expenses"."cancelled_at" is null) = ("lab_expenses"."cancelled_by" is null) and ("lab_expenses"."cancelled_at" is null) = ("lab_expenses"."cancel_reason" = ''))
);
--> statement-breakpoint
ALTER TABLE "lab_expenses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_doctor_uid_users_id_fk" FOREIGN KEY ("doctor_uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_company_id_master_categories_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."master_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_product_id_master_entries_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."master_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_expenses" ADD CONSTRAINT "lab_expenses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_expenses_sent_idx" ON "lab_expenses" USING btree ("clinic_id","branch_id","sent_date");--> statement-breakpoint
CREATE INDEX "lab_expenses_branch_idx" ON "lab_expenses" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "lab_expenses_patient_idx" ON "lab_expenses" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "lab_expenses_doctor_idx" ON "lab_expenses" USING btree ("doctor_uid");--> statement-breakpoint
CREATE INDEX "lab_expenses_company_idx" ON "lab_expenses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lab_expenses_product_idx" ON "lab_expenses" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "lab_expenses_cancelled_by_idx" ON "lab_expenses" USING btree ("cancelled_by");--> statement-breakpoint
CREATE INDEX "lab_expenses_created_by_idx" ON "lab_expenses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "lab_expenses_updated_by_idx" ON "lab_expenses" USING btree ("updated_by");--> statement-breakpoint
CREATE POLICY "lab_expenses_tenant_isolation" ON "lab_expenses" AS PERMISSIVE FOR ALL TO "yim_app" USING ("lab_expenses"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("lab_expenses"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "lab_expenses_platform_read" ON "lab_expenses" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "lab_expenses" FORCE ROW LEVEL SECURITY;
