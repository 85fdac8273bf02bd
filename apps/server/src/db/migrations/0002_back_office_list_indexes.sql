CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role",lower("name"));--> statement-breakpoint
CREATE INDEX "users_role_last_sign_in_at_idx" ON "users" USING btree ("role","last_sign_in_at");--> statement-breakpoint
CREATE INDEX "guests_brand_last_seen_idx" ON "guests" USING btree ("brand_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "guests_created_at_idx" ON "guests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guests_last_seen_at_idx" ON "guests" USING btree ("last_seen_at");