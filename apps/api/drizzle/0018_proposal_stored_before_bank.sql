ALTER TABLE "financing_proposals" ALTER COLUMN "bank_reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "financing_proposals" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "financing_proposals" ADD COLUMN "send_error" text;