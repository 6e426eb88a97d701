CREATE TABLE "financing_commercial_conditions" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"plan_id" text NOT NULL,
	"name" text NOT NULL,
	"monthly_rate" double precision NOT NULL,
	"model_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"offer_id" text,
	"periods" text[] NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" double precision NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "financing_coupons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "financing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"financing_type" text NOT NULL,
	"plan_type" text NOT NULL,
	"extra_plan" text,
	"conditions" jsonb NOT NULL,
	"default_entrance_percent" double precision NOT NULL,
	"default_installments" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_proposal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"simulation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"bank_reference" text NOT NULL,
	"applicant" jsonb NOT NULL,
	"coupon_id" text,
	"coupon_name" text,
	"history" jsonb NOT NULL,
	"signing_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"mvs_code" text NOT NULL,
	"year" integer NOT NULL,
	"part_ids" text[] NOT NULL,
	"color_code" text,
	"offer_id" text,
	"financing_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financing_commercial_conditions" ADD CONSTRAINT "financing_commercial_conditions_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_commercial_conditions" ADD CONSTRAINT "financing_commercial_conditions_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_commercial_conditions" ADD CONSTRAINT "financing_commercial_conditions_plan_id_financing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."financing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_coupons" ADD CONSTRAINT "financing_coupons_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_plans" ADD CONSTRAINT "financing_plans_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_plans" ADD CONSTRAINT "financing_plans_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_proposal_documents" ADD CONSTRAINT "financing_proposal_documents_proposal_id_financing_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."financing_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_proposals" ADD CONSTRAINT "financing_proposals_simulation_id_financing_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."financing_simulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_simulations" ADD CONSTRAINT "financing_simulations_plan_id_financing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."financing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_plans_brand_idx" ON "financing_plans" USING btree ("brand","locale");--> statement-breakpoint
CREATE INDEX "financing_documents_proposal_idx" ON "financing_proposal_documents" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "financing_proposals_user_idx" ON "financing_proposals" USING btree ("user_id","created_at");