CREATE TABLE "financing_proposal_submissions" (
	"user_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"simulation_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_proposal_submissions_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "financing_coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "financing_coupons" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD COLUMN "ownership_proof" text;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD COLUMN "ownership_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "reservation_countdown_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "pix_expiry_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_cars_owned_chassis_idx" ON "garage_cars" USING btree ("user_id","chassis") WHERE "garage_cars"."list" = 'owned' and "garage_cars"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_one_per_customer_idx" ON "ratings" USING btree ("customer_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('creating', 'approved');