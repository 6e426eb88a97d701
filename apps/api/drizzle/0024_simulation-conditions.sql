-- Simulations keep the conditions they were computed with instead of their result; rows stored before keep their result and are read as stored.
ALTER TABLE "financing_simulations" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "financing_simulations" ADD COLUMN "conditions" jsonb;--> statement-breakpoint
ALTER TABLE "financing_simulations" ADD CONSTRAINT "financing_simulations_conditions_or_result" CHECK ("financing_simulations"."conditions" is not null or "financing_simulations"."result" is not null);