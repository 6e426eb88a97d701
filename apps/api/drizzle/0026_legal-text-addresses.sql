ALTER TABLE "page_settings" ADD COLUMN "privacy_notice_url" text;--> statement-breakpoint
ALTER TABLE "page_settings" ADD COLUMN "terms_of_use_url" text;