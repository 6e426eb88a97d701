ALTER TABLE "reservation_campaigns" ADD COLUMN "payment_methods" text[];--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "reduction_reason" text;--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "reduction_key" text;