CREATE TYPE "public"."store_connection_status" AS ENUM('not_connected', 'connected', 'failed');--> statement-breakpoint
CREATE TYPE "public"."upload_kind" AS ENUM('image', 'document', 'video');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"customer_inactivity_timeout_hours" integer,
	"max_conversations_per_agent" integer,
	"message_edit_minutes" integer,
	"message_delete_minutes" integer,
	"waiting_timeout_minutes" integer,
	"preset_messages" jsonb,
	"notification_config" jsonb,
	"notify_customer_message" boolean DEFAULT true NOT NULL,
	"notify_agent_message" boolean DEFAULT true NOT NULL,
	"notify_reopen_chat" boolean DEFAULT true NOT NULL,
	"notify_agent_assigned" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"customer_inactivity_timeout_hours" integer DEFAULT 24 NOT NULL,
	"max_conversations_per_agent" integer DEFAULT 5 NOT NULL,
	"message_edit_minutes" integer DEFAULT 15 NOT NULL,
	"message_delete_minutes" integer DEFAULT 15 NOT NULL,
	"waiting_timeout_minutes" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "banner_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "connection_status" "store_connection_status" DEFAULT 'not_connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "api_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by","created_at");--> statement-breakpoint
ALTER TABLE "brands" DROP COLUMN "logo_url";