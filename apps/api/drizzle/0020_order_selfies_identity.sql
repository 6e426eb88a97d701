CREATE TABLE "order_identity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_step" text,
	"to_step" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_selfies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"provider" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_selfies_order_attempt" UNIQUE("order_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "identity_step" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "identity_quiz" jsonb;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "selfie_max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_identity_events" ADD CONSTRAINT "order_identity_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_selfies" ADD CONSTRAINT "order_selfies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_identity_events_order_idx" ON "order_identity_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_selfies_one_accepted" ON "order_selfies" USING btree ("order_id") WHERE "order_selfies"."result" = 'accepted';