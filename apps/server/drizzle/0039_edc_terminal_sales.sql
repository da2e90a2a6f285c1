CREATE TABLE "terminal_sales" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"method_id" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"terminal_sale_id" text,
	"approval_code" text,
	"masked_pan" text,
	"card_brand" text,
	"response_code" text,
	"cancel_requested_at" timestamp with time zone,
	"receipt_id" integer,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "terminal_sales_amount_check" CHECK ("terminal_sales"."amount_satang" > 0),
	CONSTRAINT "terminal_sales_status_check" CHECK ("terminal_sales"."status" in ('pending', 'approved', 'declined', 'timed_out', 'cancelled', 'voided')),
	CONSTRAINT "terminal_sales_receipt_check" CHECK ("terminal_sales"."receipt_id" is null or "terminal_sales"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "terminal_sales" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_edc_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_edc_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"amount_satang" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_code" text,
	"masked_pan" text,
	"card_brand" text,
	"response_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_receipt_fk" FOREIGN KEY ("clinic_id","branch_id","receipt_id") REFERENCES "public"."receipts"("clinic_id","branch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_sales_reference_idx" ON "terminal_sales" USING btree ("clinic_id","reference");--> statement-breakpoint
CREATE INDEX "terminal_sales_receipt_idx" ON "terminal_sales" USING btree ("clinic_id","receipt_id");--> statement-breakpoint
CREATE INDEX "terminal_sales_branch_idx" ON "terminal_sales" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "terminal_sales_method_idx" ON "terminal_sales" USING btree ("method_id");--> statement-breakpoint
CREATE INDEX "terminal_sales_created_by_idx" ON "terminal_sales" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_edc_sales_reference_idx" ON "sandbox_edc_sales" USING btree ("reference");--> statement-breakpoint
CREATE POLICY "terminal_sales_tenant_isolation" ON "terminal_sales" AS PERMISSIVE FOR ALL TO "yim_app" USING ("terminal_sales"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("terminal_sales"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "terminal_sales_platform_read" ON "terminal_sales" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: FORCE makes the policy bind the table owner too (ADR 0002); terminal sales are
-- money records, kept (no DELETE for the app role); the sandbox terminal's table is the owner's
-- only (ADR 0010).
ALTER TABLE "terminal_sales" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE DELETE ON "terminal_sales" FROM yim_app;--> statement-breakpoint
REVOKE ALL ON "sandbox_edc_sales" FROM yim_app, yim_platform;--> statement-breakpoint
REVOKE ALL ON SEQUENCE "sandbox_edc_sales_id_seq" FROM yim_app, yim_platform;
