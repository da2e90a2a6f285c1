CREATE TABLE "sandbox_ktb_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_ktb_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"personal_id" text NOT NULL,
	"branch_code" text NOT NULL,
	"service_date" date NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"reference" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"failure_reason" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_nhso_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_nhso_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"personal_id" text NOT NULL,
	"branch_code" text NOT NULL,
	"service_date" date NOT NULL,
	"subitem_no" text,
	"booked_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ktb_visits_one_a_day_idx" ON "sandbox_ktb_visits" USING btree ("personal_id","service_date") WHERE cancelled_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_messages_message_id_idx" ON "sandbox_messages" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_messages_reference_idx" ON "sandbox_messages" USING btree ("channel","reference");--> statement-breakpoint
CREATE INDEX "sandbox_messages_channel_idx" ON "sandbox_messages" USING btree ("channel","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_nhso_visits_one_a_day_idx" ON "sandbox_nhso_visits" USING btree ("personal_id","service_date") WHERE cancelled_at is null;--> statement-breakpoint
-- Hand-written below. The sandboxes stand in for other companies' systems (docs/adr/0010): not a
-- clinic's data and not the request's to read or forge. Only the owner's connections, which the
-- sandbox adapters and the super-administrator's sandbox console run on, reach these tables.
REVOKE ALL ON "sandbox_nhso_visits", "sandbox_ktb_visits", "sandbox_messages" FROM yim_app, yim_platform;--> statement-breakpoint
REVOKE ALL ON SEQUENCE "sandbox_nhso_visits_id_seq", "sandbox_ktb_visits_id_seq", "sandbox_messages_id_seq" FROM yim_app, yim_platform;
