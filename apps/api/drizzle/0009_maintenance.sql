CREATE TABLE "maintenance_prices" (
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"model_code" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "maintenance_prices_brand_country_model_code_kind_code_pk" PRIMARY KEY("brand","country","model_code","kind","code")
);
