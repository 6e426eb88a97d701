CREATE TABLE "crm_sandbox_receipts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"client_id" text,
	"payload" jsonb NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sandbox_state" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"latency_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"operation" text NOT NULL,
	"reference" text,
	"outcome" text NOT NULL,
	"attempt" integer,
	"status_code" integer,
	"duration_ms" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_integration_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_message_id" uuid NOT NULL,
	"journey" text NOT NULL,
	"reference" text NOT NULL,
	"partner" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text,
	"payload" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_integration_errors_outbox_message_id_unique" UNIQUE("outbox_message_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"dealer_id" text,
	"dealer_code" text,
	"email" text NOT NULL,
	"car" jsonb,
	"payload" jsonb NOT NULL,
	"client_key" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
CREATE TABLE "user_analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"signed_in" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"dealer_id" text NOT NULL,
	"dealer_name" text,
	"time_zone" text NOT NULL,
	"model" text NOT NULL,
	"model_name" text,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"time" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_token_hash" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"rating" integer,
	"rated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rating_customer_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"chassis" text,
	"purchase_date" date,
	"delivery_date" date
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"dealer_id" text,
	"brand" text NOT NULL,
	"rating" integer NOT NULL,
	"subject" text NOT NULL,
	"comment" text,
	"author_name" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"reason" text NOT NULL,
	"opt_ins" jsonb NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_log_reference_idx" ON "integration_log" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "integration_log_created_idx" ON "integration_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journey_integration_errors_status_idx" ON "journey_integration_errors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_reference_idx" ON "outbox_messages" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "test_drives_dealer_idx" ON "test_drives" USING btree ("dealer_id","status");--> statement-breakpoint
CREATE INDEX "test_drives_status_requested_idx" ON "test_drives" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "rating_customer_vehicles_customer_idx" ON "rating_customer_vehicles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ratings_target_idx" ON "ratings" USING btree ("target_type","target_id");