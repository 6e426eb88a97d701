ALTER TABLE "users" ADD COLUMN "document_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_number" text;