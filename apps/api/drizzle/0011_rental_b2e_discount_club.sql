CREATE TABLE "b2e_partner_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2e_partner_people" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"employee_code" text NOT NULL,
	"document_digest" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean NOT NULL,
	"since" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2e_validations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"market" text NOT NULL,
	"buyer_type" text NOT NULL,
	"company_code" text NOT NULL,
	"partner_person_id" text,
	"document_digest" text NOT NULL,
	"document_hint" text NOT NULL,
	"eligible" boolean NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_dependents" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"document_digest" text NOT NULL,
	"document_hint" text NOT NULL,
	"relationship" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"user_id" text NOT NULL,
	"document_digest" text NOT NULL,
	"document_hint" text NOT NULL,
	"family_income" text NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_valid_until" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_files" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_base64" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"term_months" integer NOT NULL,
	"km_per_month" integer NOT NULL,
	"tag_text" text,
	"tag_color" text,
	"featured_items" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_proposal_events" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_code" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"company_name" text NOT NULL,
	"company_tax_id_digest" text NOT NULL,
	"company_tax_id_hint" text NOT NULL,
	"company_older_than_one_year" boolean NOT NULL,
	"preferred_contact" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_amount" integer NOT NULL,
	"fleet_description" text NOT NULL,
	"consents" jsonb NOT NULL,
	"product_id" text,
	"status" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text,
	"company_tax_id_digest" text,
	"company_tax_id_hint" text,
	"contact_phone" text,
	"preferred_contact" text,
	"check_status" text,
	"check_reason" text,
	"check_started_at" timestamp with time zone,
	"check_decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2e_partner_people" ADD CONSTRAINT "b2e_partner_people_company_code_b2e_partner_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."b2e_partner_companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2e_validations" ADD CONSTRAINT "b2e_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2e_validations" ADD CONSTRAINT "b2e_validations_partner_person_id_b2e_partner_people_id_fk" FOREIGN KEY ("partner_person_id") REFERENCES "public"."b2e_partner_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_dependents" ADD CONSTRAINT "club_dependents_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_files" ADD CONSTRAINT "rental_files_proposal_id_rental_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."rental_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_proposal_events" ADD CONSTRAINT "rental_proposal_events_proposal_id_rental_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."rental_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_proposals" ADD CONSTRAINT "rental_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_users" ADD CONSTRAINT "rental_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2e_partner_people_code_uq" ON "b2e_partner_people" USING btree ("company_code","employee_code");--> statement-breakpoint
CREATE UNIQUE INDEX "b2e_validations_user_uq" ON "b2e_validations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "b2e_validations_person_idx" ON "b2e_validations" USING btree ("partner_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_dependents_document_uq" ON "club_dependents" USING btree ("member_id","document_digest");--> statement-breakpoint
CREATE INDEX "club_dependents_digest_idx" ON "club_dependents" USING btree ("document_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "club_members_user_uq" ON "club_members" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_members_document_uq" ON "club_members" USING btree ("club_id","document_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "club_members_coupon_uq" ON "club_members" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "rental_files_proposal_idx" ON "rental_files" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_files_same_content_uq" ON "rental_files" USING btree ("proposal_id","kind","sha256");--> statement-breakpoint
CREATE INDEX "rental_offers_country_idx" ON "rental_offers" USING btree ("country","brand");--> statement-breakpoint
CREATE INDEX "rental_proposal_events_proposal_idx" ON "rental_proposal_events" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_proposal_events_step_uq" ON "rental_proposal_events" USING btree ("proposal_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_proposals_code_uq" ON "rental_proposals" USING btree ("proposal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_proposals_client_key_uq" ON "rental_proposals" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "rental_proposals_email_idx" ON "rental_proposals" USING btree ("email");--> statement-breakpoint
CREATE INDEX "rental_proposals_user_idx" ON "rental_proposals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rental_proposals_tax_id_idx" ON "rental_proposals" USING btree ("company_tax_id_digest");