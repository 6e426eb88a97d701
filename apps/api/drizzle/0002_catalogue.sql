CREATE TABLE "catalogue_groups" (
	"mvs_code" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"members" text[] NOT NULL,
	"owner" text,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_groups_mvs_code_id_pk" PRIMARY KEY("mvs_code","id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"code" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"category" text NOT NULL,
	"tagline" text NOT NULL,
	"markets" text[] NOT NULL,
	"model_years" integer[] NOT NULL,
	"mvs_family" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_parts" (
	"mvs_code" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"behavior" text NOT NULL,
	"price" integer NOT NULL,
	"inclusive" text[] NOT NULL,
	"exclusive" text[] NOT NULL,
	"optional_colors" text[] NOT NULL,
	"paint" text,
	"color_value" text,
	"secondary_color_value" text,
	"description" text,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_parts_mvs_code_id_pk" PRIMARY KEY("mvs_code","id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_services" (
	"model_code" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"service_name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_services_model_code_id_pk" PRIMARY KEY("model_code","id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"mvs_code" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model_code" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" text NOT NULL,
	"series_code" text NOT NULL,
	"year" integer NOT NULL,
	"model_years" integer[] NOT NULL,
	"gear" text NOT NULL,
	"engine" text NOT NULL,
	"doors" integer NOT NULL,
	"fuel" text NOT NULL,
	"full_description" text NOT NULL,
	"base_price" integer NOT NULL,
	"serial_items" text[] NOT NULL,
	"highlights" text[] NOT NULL,
	"datasheet" jsonb NOT NULL,
	"default_color_id" text NOT NULL,
	"default_coating_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"country" text NOT NULL,
	"state" text NOT NULL,
	"model_code" text NOT NULL,
	"model_year" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"part_id" text,
	"part_type" text,
	"ecommerce_price" bigint NOT NULL,
	"custom_price" bigint,
	CONSTRAINT "prices_country_state_model_code_model_year_kind_item_key_pk" PRIMARY KEY("country","state","model_code","model_year","kind","item_key")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"mvs_code" text NOT NULL,
	"model_year" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"brand" text NOT NULL,
	"quantity" integer NOT NULL,
	"delivery" text NOT NULL,
	"delivery_days" integer,
	CONSTRAINT "stock_mvs_code_model_year_country_state_pk" PRIMARY KEY("mvs_code","model_year","country","state")
);
--> statement-breakpoint
CREATE TABLE "shared_builds" (
	"code" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"mvs_code" text NOT NULL,
	"build" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_groups" ADD CONSTRAINT "catalogue_groups_mvs_code_catalogue_versions_mvs_code_fk" FOREIGN KEY ("mvs_code") REFERENCES "public"."catalogue_versions"("mvs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_parts" ADD CONSTRAINT "catalogue_parts_mvs_code_catalogue_versions_mvs_code_fk" FOREIGN KEY ("mvs_code") REFERENCES "public"."catalogue_versions"("mvs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_model_code_catalogue_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."catalogue_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_model_code_catalogue_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."catalogue_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_versions_model_idx" ON "catalogue_versions" USING btree ("model_code");