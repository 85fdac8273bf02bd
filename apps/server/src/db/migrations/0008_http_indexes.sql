CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_name_trgm_idx" ON "guests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_rooms_brand_started_idx" ON "chat_rooms" USING btree ("brand_id","started_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_activity_idx" ON "chat_rooms" USING btree (coalesce("last_message_at", "started_at"));--> statement-breakpoint
CREATE INDEX "chat_rooms_brand_activity_idx" ON "chat_rooms" USING btree ("brand_id",coalesce("last_message_at", "started_at"));