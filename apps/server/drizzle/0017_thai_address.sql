CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thai_districts" (
	"code" integer PRIMARY KEY NOT NULL,
	"province_code" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thai_provinces" (
	"code" integer PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thai_sub_districts" (
	"code" integer PRIMARY KEY NOT NULL,
	"district_code" integer NOT NULL,
	"postcode" char(5) NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thai_districts" ADD CONSTRAINT "thai_districts_province_code_thai_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."thai_provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thai_sub_districts" ADD CONSTRAINT "thai_sub_districts_district_code_thai_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."thai_districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thai_districts_province_idx" ON "thai_districts" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "thai_sub_districts_district_idx" ON "thai_sub_districts" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "thai_sub_districts_postcode_idx" ON "thai_sub_districts" USING btree ("postcode");--> statement-breakpoint
-- Hand-written below. Global catalogues are read-only through the API: the reference-data sync
-- writes them as owner.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "thai_provinces", "thai_districts", "thai_sub_districts", "reference_data_versions" FROM yim_app;
