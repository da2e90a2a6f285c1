CREATE TABLE "receipt_items" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"treatment_item_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"doctor_name_th" text NOT NULL,
	"doctor_name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_satang" integer NOT NULL,
	"discount_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"paid_satang" integer NOT NULL,
	"remained_satang" integer NOT NULL,
	CONSTRAINT "receipt_items_money_check" CHECK ("receipt_items"."quantity" > 0 and "receipt_items"."price_satang" >= 0 and "receipt_items"."discount_satang" >= 0 and "receipt_items"."paid_satang" >= 0 and "receipt_items"."remained_satang" >= 0 and "receipt_items"."paid_satang" + "receipt_items"."remained_satang" = "receipt_items"."amount_satang")
);
--> statement-breakpoint
ALTER TABLE "receipt_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receipt_number_counters" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"buddhist_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_number_counters_pk" PRIMARY KEY("clinic_id","branch_id","buddhist_year")
);
--> statement-breakpoint
ALTER TABLE "receipt_number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receipt_payments" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"method_id" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	CONSTRAINT "receipt_payments_amount_check" CHECK ("receipt_payments"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receipts" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buddhist_year" integer NOT NULL,
	"number" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"price_satang" integer NOT NULL,
	"discount_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"paid_satang" integer NOT NULL,
	"overdue_satang" integer NOT NULL,
	"next_visit" jsonb,
	"public_ref" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	CONSTRAINT "receipts_scope_key" UNIQUE("clinic_id","branch_id","id"),
	CONSTRAINT "receipts_number_key" UNIQUE("clinic_id","branch_id","buddhist_year","number"),
	CONSTRAINT "receipts_money_check" CHECK ("receipts"."price_satang" >= 0 and "receipts"."discount_satang" >= 0 and "receipts"."amount_satang" >= 0 and "receipts"."paid_satang" >= 0 and "receipts"."overdue_satang" >= 0 and "receipts"."paid_satang" + "receipts"."overdue_satang" = "receipts"."amount_satang"),
	CONSTRAINT "receipts_cancel_check" CHECK (("receipts"."cancelled_at" is null) = ("receipts"."cancel_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_flight' NOT NULL,
	"answer_status" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_flight', 'done'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_fk" FOREIGN KEY ("clinic_id","branch_id","receipt_id") REFERENCES "public"."receipts"("clinic_id","branch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_number_counters" ADD CONSTRAINT "receipt_number_counters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_number_counters" ADD CONSTRAINT "receipt_number_counters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_receipt_fk" FOREIGN KEY ("clinic_id","branch_id","receipt_id") REFERENCES "public"."receipts"("clinic_id","branch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_items_receipt_idx" ON "receipt_items" USING btree ("clinic_id","receipt_id","sort");--> statement-breakpoint
CREATE INDEX "receipt_items_treatment_item_idx" ON "receipt_items" USING btree ("clinic_id","treatment_item_id");--> statement-breakpoint
CREATE INDEX "receipt_items_branch_idx" ON "receipt_items" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "receipt_number_counters_branch_idx" ON "receipt_number_counters" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "receipt_payments_receipt_idx" ON "receipt_payments" USING btree ("clinic_id","receipt_id","sort");--> statement-breakpoint
CREATE INDEX "receipt_payments_method_idx" ON "receipt_payments" USING btree ("method_id");--> statement-breakpoint
CREATE INDEX "receipt_payments_branch_idx" ON "receipt_payments" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_public_ref_idx" ON "receipts" USING btree ("public_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_live_appointment_idx" ON "receipts" USING btree ("clinic_id","appointment_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "receipts_branch_created_idx" ON "receipts" USING btree ("clinic_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_patient_idx" ON "receipts" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "receipts_branch_idx" ON "receipts" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "receipts_patient_fk_idx" ON "receipts" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "receipts_appointment_fk_idx" ON "receipts" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "receipts_treatment_fk_idx" ON "receipts" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "receipts_created_by_idx" ON "receipts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "receipts_cancelled_by_idx" ON "receipts" USING btree ("cancelled_by");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "receipt_items_tenant_isolation" ON "receipt_items" AS PERMISSIVE FOR ALL TO "yim_app" USING ("receipt_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("receipt_items"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "receipt_items_platform_read" ON "receipt_items" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "receipt_number_counters_tenant_isolation" ON "receipt_number_counters" AS PERMISSIVE FOR ALL TO "yim_app" USING ("receipt_number_counters"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("receipt_number_counters"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "receipt_number_counters_platform_read" ON "receipt_number_counters" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "receipt_payments_tenant_isolation" ON "receipt_payments" AS PERMISSIVE FOR ALL TO "yim_app" USING ("receipt_payments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("receipt_payments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "receipt_payments_platform_read" ON "receipt_payments" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "receipts_tenant_isolation" ON "receipts" AS PERMISSIVE FOR ALL TO "yim_app" USING ("receipts"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("receipts"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "receipts_platform_read" ON "receipts" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "idempotency_keys_own" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO "yim_app" USING ("idempotency_keys"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("idempotency_keys"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002).
ALTER TABLE "receipt_number_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipt_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipt_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Receipts are never deleted, only cancelled (issue 17); what a receipt's items and payment
-- lines say is never changed after it is written.
REVOKE DELETE ON "receipts", "receipt_items", "receipt_payments" FROM yim_app;--> statement-breakpoint
REVOKE UPDATE ON "receipt_items", "receipt_payments" FROM yim_app;
