CREATE TABLE "dealer_working_prices" (
	"dealer_code" text NOT NULL,
	"mvs_code" text NOT NULL,
	"model_year" integer NOT NULL,
	"price" bigint NOT NULL,
	"special_discount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_working_prices_dealer_code_mvs_code_model_year_pk" PRIMARY KEY("dealer_code","mvs_code","model_year")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"dealer_code" text NOT NULL,
	"dealer_name" text,
	"state" text NOT NULL,
	"quotation_number" text NOT NULL,
	"opportunity_name" text NOT NULL,
	"mvs_code" text NOT NULL,
	"year" integer NOT NULL,
	"model_name" text NOT NULL,
	"version_name" text NOT NULL,
	"build" jsonb NOT NULL,
	"arranged_accessory_ids" jsonb NOT NULL,
	"changed_price" bigint,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"payment" text NOT NULL,
	"validity_days" integer NOT NULL,
	"stock_proposal" jsonb,
	"initial_snapshot" jsonb,
	"status" text NOT NULL,
	"save_attempts" integer DEFAULT 0 NOT NULL,
	"crm_id" text,
	"last_save_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone,
	CONSTRAINT "quotations_dealer_number_uq" UNIQUE("dealer_code","quotation_number")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"campaign_id" text NOT NULL,
	"reservation_type" text NOT NULL,
	"funding_type" text NOT NULL,
	"charge" text NOT NULL,
	"unit_id" text NOT NULL,
	"mvs_code" text NOT NULL,
	"model_year" integer NOT NULL,
	"color_code" text NOT NULL,
	"dealer_code" text NOT NULL,
	"state" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_method" text,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"documents_uploaded_at" timestamp with time zone,
	"welcome_kit" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_user_idempotency_key" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"detail" text,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"installments" integer,
	"pix_payload" text,
	"boleto_barcode" text,
	"boleto_line" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_idempotency_key" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "payments_provider_payment" UNIQUE("provider","provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"reservation_type" text NOT NULL,
	"funding_type" text NOT NULL,
	"charge" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"id" text PRIMARY KEY NOT NULL,
	"mvs_code" text NOT NULL,
	"model_year" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"brand" text NOT NULL,
	"dealer_code" text NOT NULL,
	"color_code" text NOT NULL,
	"held_by" uuid,
	"held_until" timestamp with time zone,
	"sold_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_reservation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reservation_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_dealer_idx" ON "quotations" USING btree ("dealer_code","updated_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_until");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","updated_at") WHERE "payments"."status" in ('creating', 'pending');--> statement-breakpoint
CREATE INDEX "stock_units_version_idx" ON "stock_units" USING btree ("mvs_code","model_year","country","state");--> statement-breakpoint
CREATE INDEX "stock_units_held_idx" ON "stock_units" USING btree ("held_until") WHERE "stock_units"."held_by" is not null and "stock_units"."sold_at" is null;