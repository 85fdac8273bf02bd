CREATE TABLE "store_connections" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"platform" "order_manager" NOT NULL,
	"store_url" text,
	"account_email" text,
	"api_key_encrypted" text,
	"merchant_id" text,
	"access_token_encrypted" text,
	"refresh_token_encrypted" text,
	"token_expires_at" timestamp with time zone,
	"store_name" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_connections_merchant_key" ON "store_connections" USING btree ("platform","merchant_id") WHERE "store_connections"."merchant_id" is not null;