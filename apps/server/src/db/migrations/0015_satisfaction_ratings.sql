ALTER TYPE "public"."chat_event_kind" ADD VALUE 'rated';--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_rating_range" CHECK ("chat_rooms"."rating" between 1 and 5);