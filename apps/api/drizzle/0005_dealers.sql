CREATE TABLE "dealer_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "dealer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealer_code" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"country" text NOT NULL,
	"state_code" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"neighborhood" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text,
	"email" text NOT NULL,
	"time_zone" text NOT NULL,
	"opening_periods" jsonb NOT NULL,
	"types" text[] NOT NULL,
	"coverage" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"dealer_group_id" integer,
	"zone_id" integer,
	"services" text[] NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influence_area_cities" (
	"influence_area_id" integer NOT NULL,
	"country" text NOT NULL,
	"city_code" text NOT NULL,
	CONSTRAINT "influence_area_cities_influence_area_id_country_city_code_pk" PRIMARY KEY("influence_area_id","country","city_code")
);
--> statement-breakpoint
CREATE TABLE "influence_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"dealer_group_id" integer,
	CONSTRAINT "influence_areas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regionals" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_code" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"state_codes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"city_codes" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influence_area_cities" ADD CONSTRAINT "influence_area_cities_influence_area_id_influence_areas_id_fk" FOREIGN KEY ("influence_area_id") REFERENCES "public"."influence_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influence_areas" ADD CONSTRAINT "influence_areas_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influence_areas" ADD CONSTRAINT "influence_areas_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regionals" ADD CONSTRAINT "regionals_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_brand_code_idx" ON "dealers" USING btree ("brand","dealer_code");--> statement-breakpoint
CREATE INDEX "dealers_brand_lat_lon_idx" ON "dealers" USING btree ("brand","lat","lon");--> statement-breakpoint
CREATE INDEX "dealers_lat_lon_idx" ON "dealers" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "dealers_place_idx" ON "dealers" USING btree ("country","state_code","city_code");--> statement-breakpoint
CREATE INDEX "dealers_group_idx" ON "dealers" USING btree ("dealer_group_id");--> statement-breakpoint
CREATE INDEX "influence_area_cities_city_idx" ON "influence_area_cities" USING btree ("country","city_code");--> statement-breakpoint
CREATE INDEX "influence_areas_group_idx" ON "influence_areas" USING btree ("dealer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regionals_code_idx" ON "regionals" USING btree ("country","brand","region_code");--> statement-breakpoint
CREATE INDEX "zones_province_idx" ON "zones" USING btree ("province_id");