CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name_th" text DEFAULT '' NOT NULL,
	"last_name_th" text DEFAULT '' NOT NULL,
	"first_name_en" text DEFAULT '' NOT NULL,
	"last_name_en" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"user_type_id" text DEFAULT '0' NOT NULL,
	"dr_license_no" text,
	"dr_special_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_id" integer,
	"linked_with_mfd" boolean DEFAULT false NOT NULL,
	"is_superadmin" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"sessions_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "branch_members" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"role_ids" integer[] NOT NULL,
	"dr_appt_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branch_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branches" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"appt_duration" text DEFAULT '00:15' NOT NULL,
	"opening_time" text DEFAULT '09:00' NOT NULL,
	"closing_time" text DEFAULT '20:00' NOT NULL,
	"file_store_expiration" timestamp with time zone,
	"linked_with_ktb_paotang" boolean DEFAULT false NOT NULL,
	"linked_with_nhso" boolean DEFAULT false NOT NULL,
	"nhso_subitem_no_supported_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"logo_content_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"clinic_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "config_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value_id" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"color" text,
	"value" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teeth" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"quadrant" integer NOT NULL,
	"position" integer NOT NULL,
	"dentition" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tooth_surfaces" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"clinic_id" integer NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"branch_id" integer,
	"user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "superadmin_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "superadmin_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_members" ADD CONSTRAINT "branch_members_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_members" ADD CONSTRAINT "branch_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_members" ADD CONSTRAINT "branch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_members_branch_user_idx" ON "branch_members" USING btree ("clinic_id","branch_id","user_id");--> statement-breakpoint
CREATE INDEX "branch_members_user_idx" ON "branch_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "branch_members_branch_idx" ON "branch_members" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_clinic_url_idx" ON "branches" USING btree ("clinic_id","url");--> statement-breakpoint
CREATE INDEX "rooms_branch_idx" ON "rooms" USING btree ("clinic_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_values_name_value_idx" ON "config_values" USING btree ("name","value_id");--> statement-breakpoint
CREATE INDEX "contents_owner_idx" ON "contents" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("clinic_id","entity","entity_id");--> statement-breakpoint
CREATE POLICY "branch_members_tenant_isolation" ON "branch_members" AS PERMISSIVE FOR ALL TO "yim_app" USING ("branch_members"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("branch_members"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "branch_members_superadmin_read" ON "branch_members" AS PERMISSIVE FOR SELECT TO "yim_app" USING (coalesce(current_setting('app.superadmin', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "branch_members_own_read" ON "branch_members" AS PERMISSIVE FOR SELECT TO "yim_app" USING ("branch_members"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "branches_tenant_isolation" ON "branches" AS PERMISSIVE FOR ALL TO "yim_app" USING ("branches"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("branches"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "branches_superadmin_read" ON "branches" AS PERMISSIVE FOR SELECT TO "yim_app" USING (coalesce(current_setting('app.superadmin', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "branches_member_read" ON "branches" AS PERMISSIVE FOR SELECT TO "yim_app" USING ("branches"."id" in (select bm.branch_id from branch_members bm where bm.user_id = nullif(current_setting('app.user_id', true), '')::uuid and bm.deleted_at is null));--> statement-breakpoint
CREATE POLICY "rooms_tenant_isolation" ON "rooms" AS PERMISSIVE FOR ALL TO "yim_app" USING ("rooms"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("rooms"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "rooms_superadmin_read" ON "rooms" AS PERMISSIVE FOR SELECT TO "yim_app" USING (coalesce(current_setting('app.superadmin', true), '') = 'on');--> statement-breakpoint
CREATE POLICY "audit_log_tenant_isolation" ON "audit_log" AS PERMISSIVE FOR ALL TO "yim_app" USING ("audit_log"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("audit_log"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "audit_log_superadmin_read" ON "audit_log" AS PERMISSIVE FOR SELECT TO "yim_app" USING (coalesce(current_setting('app.superadmin', true), '') = 'on');