CREATE TABLE "ads_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_version_one_row" CHECK ("ads_version"."id" = 1),
	CONSTRAINT "ads_version_positive" CHECK ("ads_version"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"link_url" text,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 20): the ads list's version and the sandbox ads store.
-- Requests read the version through the `ads_version` config row and never write the table; a
-- super-administrator moves it on through increment_ads_version() below.
INSERT INTO "ads_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "ads_version" FROM yim_app;--> statement-breakpoint
-- Sandbox tables are the owner's only (docs/adr/0010).
REVOKE ALL ON "sandbox_ads" FROM yim_app, yim_platform;--> statement-breakpoint
INSERT INTO "sandbox_ads" ("id", "title_th", "title_en", "body_th", "body_en", "link_url", "sort") VALUES
  (1, 'ยินดีต้อนรับสู่ยิ้ม', 'Welcome to Yim',
   'ดูคู่มือการใช้งานปฏิทินนัดหมาย การบันทึกการรักษา และใบเสร็จ ได้ที่ศูนย์ช่วยเหลือ',
   'The help centre explains the appointment calendar, treatment records and receipts.',
   'https://help.yim.example/th/start', 1),
  (2, 'อบรมออนไลน์ฟรี: ผังฟันและแผนการรักษา', 'Free online training: the dental chart and treatment plans',
   'ทุกวันพุธ 19:00 น. สำหรับทันตแพทย์และผู้ช่วย ลงทะเบียนล่วงหน้า',
   'Wednesdays at 19:00 for dentists and assistants; register in advance.',
   'https://help.yim.example/th/training', 2)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Moves the version on by one, in the table and in the config row that every client reads, as
-- the owner: the app role writes neither. Only a live platform super-administrator as the
-- transaction's user may call it (the same check as create_clinic of 0015).
CREATE FUNCTION increment_ads_version() RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_version integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM public.users u
    WHERE u.id = nullif(current_setting('app.user_id', true), '')::uuid
      AND u.is_superadmin AND u.deleted_at IS NULL AND u.disabled_at IS NULL
  ) THEN
    RAISE EXCEPTION 'permission denied: only a platform super-administrator moves the ads version'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  UPDATE public.ads_version SET version = version + 1, changed_at = now() WHERE id = 1
    RETURNING version INTO v_version;
  UPDATE public.config_values SET value = v_version::text WHERE name = 'ads_version';
  RETURN v_version;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION increment_ads_version() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION increment_ads_version() TO yim_app;
