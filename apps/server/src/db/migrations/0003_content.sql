CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "canned_response_case_categories" (
	"case_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "canned_response_case_categories_case_id_category_id_pk" PRIMARY KEY("case_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "canned_response_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image_upload_ids" uuid[] NOT NULL,
	"document_upload_ids" uuid[] NOT NULL,
	"video_upload_id" uuid,
	"video_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canned_response_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"critical_words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"question_en" text DEFAULT '' NOT NULL,
	"question_ar" text DEFAULT '' NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"answer_ar" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_form_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"message_label_en" text NOT NULL,
	"message_label_ar" text NOT NULL,
	"message_placeholder_en" text DEFAULT '' NOT NULL,
	"message_placeholder_ar" text DEFAULT '' NOT NULL,
	"success_message_en" text NOT NULL,
	"success_message_ar" text NOT NULL,
	"notification_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"language" "product_language" NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"ip_address" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"content_ar" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_response_case_categories" ADD CONSTRAINT "canned_response_case_categories_case_id_canned_response_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."canned_response_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_response_case_categories" ADD CONSTRAINT "canned_response_case_categories_category_id_canned_response_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."canned_response_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_response_cases" ADD CONSTRAINT "canned_response_cases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_form_settings" ADD CONSTRAINT "contact_form_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_response_case_categories_category_idx" ON "canned_response_case_categories" USING btree ("category_id","case_id");--> statement-breakpoint
CREATE INDEX "canned_response_cases_brand_created_at_idx" ON "canned_response_cases" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "canned_response_cases_active_idx" ON "canned_response_cases" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "canned_response_cases_created_at_idx" ON "canned_response_cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "canned_response_cases_updated_at_idx" ON "canned_response_cases" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "canned_response_cases_title_en_idx" ON "canned_response_cases" USING btree (lower("title_en"));--> statement-breakpoint
CREATE INDEX "canned_response_cases_title_ar_idx" ON "canned_response_cases" USING btree ("title_ar");--> statement-breakpoint
CREATE INDEX "canned_response_cases_search_text_idx" ON "canned_response_cases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "canned_response_categories_name_en_key" ON "canned_response_categories" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "canned_response_categories_name_ar_key" ON "canned_response_categories" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "canned_response_categories_created_at_idx" ON "canned_response_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faqs_brand_position_idx" ON "faqs" USING btree ("brand_id","position");--> statement-breakpoint
CREATE INDEX "faqs_brand_active_position_idx" ON "faqs" USING btree ("brand_id","active","position");--> statement-breakpoint
CREATE INDEX "faqs_brand_created_at_idx" ON "faqs" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "faqs_brand_question_en_idx" ON "faqs" USING btree ("brand_id",lower("question_en"));--> statement-breakpoint
CREATE INDEX "faqs_search_text_idx" ON "faqs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_requests_brand_created_at_idx" ON "contact_requests" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_handled_created_at_idx" ON "contact_requests" USING btree ("handled","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_name_idx" ON "contact_requests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_requests_search_text_idx" ON "contact_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_slug_key" ON "cms_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cms_pages_published_idx" ON "cms_pages" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "cms_pages_created_at_idx" ON "cms_pages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cms_pages_updated_at_idx" ON "cms_pages" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "cms_pages_title_en_idx" ON "cms_pages" USING btree (lower("title_en"));