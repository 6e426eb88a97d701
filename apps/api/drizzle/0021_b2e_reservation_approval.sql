CREATE TABLE "b2e_partner_approvers" (
	"user_id" text NOT NULL,
	"company_code" text NOT NULL,
	CONSTRAINT "b2e_partner_approvers_user_id_company_code_pk" PRIMARY KEY("user_id","company_code")
);
--> statement-breakpoint
ALTER TABLE "b2e_partner_companies" ADD COLUMN "cars_per_year" integer;--> statement-breakpoint
ALTER TABLE "b2e_partner_people" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "b2e_partner_people" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "b2e_partner_people" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_company_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_holder_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_year" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_buyer_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_document_hint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "b2e_discount_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "b2e_partner_approvers" ADD CONSTRAINT "b2e_partner_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2e_partner_approvers" ADD CONSTRAINT "b2e_partner_approvers_company_code_b2e_partner_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."b2e_partner_companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2e_partner_people_document_uq" ON "b2e_partner_people" USING btree ("company_code","document_digest");--> statement-breakpoint
CREATE INDEX "orders_b2e_holder_idx" ON "orders" USING btree ("b2e_holder_id","b2e_year");--> statement-breakpoint
CREATE INDEX "orders_b2e_company_idx" ON "orders" USING btree ("b2e_company_code","status");