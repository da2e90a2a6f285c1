CREATE TABLE "branch_credit_balances" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"balance_satang" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_credit_balances_branch_id_pk" PRIMARY KEY("branch_id")
);
--> statement-breakpoint
ALTER TABLE "branch_credit_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_satang" bigint NOT NULL,
	"storage_size_gb" integer,
	"duration_months" integer,
	"storage_end_date" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('storage_subscription', 'credit_topup', 'subscription')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payments" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"yim_reference_id" text NOT NULL,
	"ktb_fast_pay_reference_id" text,
	"transaction_id" text,
	"error_code" text,
	"error_message" text,
	"cancel_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_fastpay_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_fastpay_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_reference" text NOT NULL,
	"amount_satang" integer NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"error_code" text,
	"error_message" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branch_credit_balances" ADD CONSTRAINT "branch_credit_balances_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_credit_balances" ADD CONSTRAINT "branch_credit_balances_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_credit_balances_clinic_idx" ON "branch_credit_balances" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "orders_branch_idx" ON "orders" USING btree ("clinic_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_branch_fk_idx" ON "orders" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_yim_reference_idx" ON "payments" USING btree ("yim_reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ktb_reference_idx" ON "payments" USING btree ("ktb_fast_pay_reference_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_branch_idx" ON "payments" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_fastpay_payments_merchant_ref_idx" ON "sandbox_fastpay_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE POLICY "branch_credit_balances_tenant_isolation" ON "branch_credit_balances" AS PERMISSIVE FOR ALL TO "yim_app" USING ("branch_credit_balances"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("branch_credit_balances"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "branch_credit_balances_platform_read" ON "branch_credit_balances" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "orders_tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO "yim_app" USING ("orders"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("orders"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "orders_platform_read" ON "orders" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "payments_tenant_isolation" ON "payments" AS PERMISSIVE FOR ALL TO "yim_app" USING ("payments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("payments"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "payments_platform_read" ON "payments" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policies bind the table owner too (ADR 0002); the sandbox bank's
-- table is the owner's only (ADR 0010).
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_credit_balances" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON "sandbox_fastpay_payments" FROM yim_app, yim_platform;--> statement-breakpoint
REVOKE ALL ON SEQUENCE "sandbox_fastpay_payments_id_seq" FROM yim_app, yim_platform;
