CREATE TYPE "public"."critical_word_source" AS ENUM('brand', 'category');--> statement-breakpoint
CREATE TABLE "critical_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"word" text NOT NULL,
	"source" "critical_word_source" NOT NULL,
	"category_id" uuid,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"excerpt" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"chat_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "presence_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "previous_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "last_message_preview" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "last_shopper_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "awaiting_agent_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "awaiting_shopper_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "agent_delay_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "shopper_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "shopper_delivered_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "shopper_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "agent_delivered_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "agent_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploaded_by_guest_id" uuid;--> statement-breakpoint
ALTER TABLE "critical_messages" ADD CONSTRAINT "critical_messages_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_messages" ADD CONSTRAINT "critical_messages_chat_id_chat_rooms_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_messages" ADD CONSTRAINT "critical_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_messages" ADD CONSTRAINT "critical_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_chat_id_chat_rooms_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "critical_messages_created_idx" ON "critical_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "critical_messages_brand_created_idx" ON "critical_messages" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "critical_messages_handled_created_idx" ON "critical_messages" USING btree ("handled","created_at");--> statement-breakpoint
CREATE INDEX "critical_messages_chat_idx" ON "critical_messages" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "staff_notifications_user_created_idx" ON "staff_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_unread_idx" ON "staff_notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_previous_agent_id_users_id_fk" FOREIGN KEY ("previous_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_guest_id_guests_id_fk" FOREIGN KEY ("uploaded_by_guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_author_user_idx" ON "chat_messages" USING btree ("author_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_number_key" ON "chat_rooms" USING btree ("number");--> statement-breakpoint
CREATE INDEX "chat_rooms_status_started_idx" ON "chat_rooms" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_agent_started_idx" ON "chat_rooms" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_queue_idx" ON "chat_rooms" USING btree ("brand_id","waiting_since") WHERE status = 'waiting_for_agent';--> statement-breakpoint
CREATE INDEX "chat_rooms_offered_idx" ON "chat_rooms" USING btree ("offered_at") WHERE status = 'pending_acceptance';--> statement-breakpoint
CREATE INDEX "chat_rooms_active_last_message_idx" ON "chat_rooms" USING btree ("last_message_at") WHERE status <> 'closed';