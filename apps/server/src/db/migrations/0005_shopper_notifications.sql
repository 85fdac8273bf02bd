CREATE TABLE "shopper_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"guest_id" uuid,
	"chat_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"agent_name" text,
	"preview" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_notifications_one_shopper" CHECK ((customer_id is null) <> (guest_id is null))
);
--> statement-breakpoint
ALTER TABLE "shopper_notifications" ADD CONSTRAINT "shopper_notifications_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_notifications" ADD CONSTRAINT "shopper_notifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_notifications" ADD CONSTRAINT "shopper_notifications_chat_id_chat_rooms_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_notifications_customer_created_idx" ON "shopper_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "shopper_notifications_guest_created_idx" ON "shopper_notifications" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "shopper_notifications_customer_unread_idx" ON "shopper_notifications" USING btree ("customer_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "shopper_notifications_guest_unread_idx" ON "shopper_notifications" USING btree ("guest_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_notifications_unread_message_key" ON "shopper_notifications" USING btree ("chat_id") WHERE kind = 'agent_message' and read_at is null;--> statement-breakpoint
CREATE INDEX "chat_rooms_customer_activity_idx" ON "chat_rooms" USING btree ("customer_id",coalesce("last_message_at", "started_at"));--> statement-breakpoint
CREATE INDEX "chat_rooms_guest_activity_idx" ON "chat_rooms" USING btree ("guest_id",coalesce("last_message_at", "started_at"));