CREATE TYPE "public"."store_problem" AS ENUM('address_refused', 'dns', 'tls', 'store_down', 'credentials', 'scope', 'rate_limited', 'not_store');--> statement-breakpoint
CREATE TABLE "order_claims" (
	"brand_id" uuid NOT NULL,
	"shopper_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claims_brand_id_shopper_id_reference_pk" PRIMARY KEY("brand_id","shopper_id","reference")
);
--> statement-breakpoint
CREATE TABLE "salla_installations" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"store_name" text,
	"store_domain" text,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"scope" text,
	"tokens_issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salla_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opener_origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "connection_problem" "store_problem";--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "tokens_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salla_oauth_states" ADD CONSTRAINT "salla_oauth_states_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salla_oauth_states" ADD CONSTRAINT "salla_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salla_installations_created_at_idx" ON "salla_installations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "salla_installations_store_name_trgm_idx" ON "salla_installations" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salla_oauth_states_expires_at_idx" ON "salla_oauth_states" USING btree ("expires_at");