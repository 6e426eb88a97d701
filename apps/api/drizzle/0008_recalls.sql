CREATE TABLE "recall_campaigns" (
	"code" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"risk" text NOT NULL,
	"remedy" text NOT NULL,
	"model_name" text NOT NULL,
	"vin_prefix" text NOT NULL,
	"serial_from" integer NOT NULL,
	"serial_to" integer NOT NULL,
	"starts_on" date NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_repairs" (
	"chassis" text NOT NULL,
	"campaign_code" text NOT NULL,
	"dealer_code" text NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_repairs_chassis_campaign_code_pk" PRIMARY KEY("chassis","campaign_code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_registry" (
	"plate" text PRIMARY KEY NOT NULL,
	"chassis" text NOT NULL,
	"brand" text NOT NULL,
	"model_name" text NOT NULL,
	"model_year" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recall_campaigns" ADD CONSTRAINT "recall_campaigns_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_repairs" ADD CONSTRAINT "recall_repairs_campaign_code_recall_campaigns_code_fk" FOREIGN KEY ("campaign_code") REFERENCES "public"."recall_campaigns"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_campaigns_brand_idx" ON "recall_campaigns" USING btree ("brand","country");