CREATE SEQUENCE "public"."master_entry_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_categories" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "master_categories_scope_key" UNIQUE("clinic_id","branch_id","kind","id"),
	CONSTRAINT "master_categories_kind_check" CHECK ("master_categories"."kind" in ('apptTreat', 'treatDiag', 'treat', 'item'))
);
--> statement-breakpoint
ALTER TABLE "master_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_entries" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY DEFAULT nextval('master_entry_ids') NOT NULL,
	"kind" text NOT NULL,
	"cate_id" integer,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"price_satang" integer,
	"unit" text DEFAULT '' NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"time_use" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "master_entries_kind_check" CHECK ("master_entries"."kind" in ('apptTreat', 'treatDiag', 'treat', 'item')),
	CONSTRAINT "master_entries_price_check" CHECK ("master_entries"."price_satang" is null or "master_entries"."price_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "master_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_method_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "payment_method_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"needs_bank" boolean DEFAULT false NOT NULL,
	"is_scheme" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "scheme_master_entries" (
	"id" integer PRIMARY KEY DEFAULT nextval('master_entry_ids') NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"name_th" text DEFAULT '' NOT NULL,
	"name_en" text NOT NULL,
	"price_satang" integer,
	"unit" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scheme_master_entries_kind_check" CHECK ("scheme_master_entries"."kind" in ('apptTreat', 'treatDiag', 'treat', 'item'))
);
--> statement-breakpoint
CREATE TABLE "scheme_entry_marks" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"time_use" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scheme_entry_marks_pk" PRIMARY KEY("clinic_id","branch_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "scheme_entry_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "master_entries" ADD CONSTRAINT "master_entries_category_fk" FOREIGN KEY ("clinic_id","branch_id","kind","cate_id") REFERENCES "public"."master_categories"("clinic_id","branch_id","kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_group_id_payment_method_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_method_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_entry_marks" ADD CONSTRAINT "scheme_entry_marks_entry_id_scheme_master_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."scheme_master_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_categories_code_idx" ON "master_categories" USING btree ("clinic_id","branch_id","kind","code") WHERE "master_categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "master_categories_branch_idx" ON "master_categories" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_entries_code_idx" ON "master_entries" USING btree ("clinic_id","branch_id","kind","code") WHERE "master_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "master_entries_category_idx" ON "master_entries" USING btree ("clinic_id","branch_id","kind","cate_id");--> statement-breakpoint
CREATE INDEX "master_entries_branch_idx" ON "master_entries" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "master_entries_search_idx" ON "master_entries" USING gin (("code" || ' ' || "name_th" || ' ' || "name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_methods_group_idx" ON "payment_methods" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_master_entries_kind_code_idx" ON "scheme_master_entries" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "scheme_master_entries_search_idx" ON "scheme_master_entries" USING gin (("code" || ' ' || "name_th" || ' ' || "name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scheme_entry_marks_entry_idx" ON "scheme_entry_marks" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "scheme_entry_marks_branch_idx" ON "scheme_entry_marks" USING btree ("branch_id");--> statement-breakpoint
CREATE POLICY "master_categories_tenant_isolation" ON "master_categories" AS PERMISSIVE FOR ALL TO "yim_app" USING ("master_categories"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("master_categories"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "master_categories_platform_read" ON "master_categories" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "master_entries_tenant_isolation" ON "master_entries" AS PERMISSIVE FOR ALL TO "yim_app" USING ("master_entries"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("master_entries"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "master_entries_platform_read" ON "master_entries" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "scheme_entry_marks_tenant_isolation" ON "scheme_entry_marks" AS PERMISSIVE FOR ALL TO "yim_app" USING ("scheme_entry_marks"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("scheme_entry_marks"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "scheme_entry_marks_platform_read" ON "scheme_entry_marks" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written below. The tenant keys: masters ranks below clinics and its tables do not import
-- clinics' (docs/adr/0008), so these keys are declared here rather than in the schema.
ALTER TABLE "master_categories" ADD CONSTRAINT "master_categories_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id");--> statement-breakpoint
ALTER TABLE "master_categories" ADD CONSTRAINT "master_categories_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id");--> statement-breakpoint
ALTER TABLE "master_entries" ADD CONSTRAINT "master_entries_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id");--> statement-breakpoint
ALTER TABLE "master_entries" ADD CONSTRAINT "master_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id");--> statement-breakpoint
ALTER TABLE "scheme_entry_marks" ADD CONSTRAINT "scheme_entry_marks_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id");--> statement-breakpoint
ALTER TABLE "scheme_entry_marks" ADD CONSTRAINT "scheme_entry_marks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id");--> statement-breakpoint
-- FORCE makes the policies bind the table owner too (see 0002).
ALTER TABLE "master_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "master_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scheme_entry_marks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Global catalogues are read-only through the API: the reference-data sync writes them as owner.
REVOKE INSERT, UPDATE, DELETE ON "scheme_master_entries", "payment_method_groups", "payment_methods", "banks" FROM yim_app;
