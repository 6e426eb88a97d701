CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"site_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"single_sign_on" boolean NOT NULL,
	"brand_group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"capital" boolean NOT NULL,
	"postal_code_from" text,
	"postal_code_to" text,
	"sample_postal_code" text,
	CONSTRAINT "cities_country_code_pk" PRIMARY KEY("country","code")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"locale" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"phone_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ibge_code" text,
	CONSTRAINT "states_country_code_pk" PRIMARY KEY("country","code")
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"skin" text NOT NULL,
	"phone_code" text NOT NULL,
	"asset_paths" jsonb NOT NULL,
	"fuel_labels" jsonb NOT NULL,
	"current_car_models" jsonb NOT NULL,
	"location_ttl_ms" integer NOT NULL,
	"chat_bot_enabled" boolean NOT NULL,
	"subsidized_price_enabled" boolean NOT NULL,
	"show_dictionary_tips" boolean NOT NULL,
	"show_cpf_cnpj_on_lead_form" boolean NOT NULL,
	"allow_leads_without_cpf" boolean NOT NULL,
	"enabled_leads_without_cpf_regardless_cities_and_dealers" boolean NOT NULL,
	"allowed_cities_without_cpf" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_dealers_without_cpf" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_base_urls" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_settings_brand_locale_pk" PRIMARY KEY("brand","locale")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_state_code_states_country_code_fk" FOREIGN KEY ("country","state_code") REFERENCES "public"."states"("country","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_brand_brands_slug_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_locale_markets_locale_fk" FOREIGN KEY ("locale") REFERENCES "public"."markets"("locale") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("country","state_code");