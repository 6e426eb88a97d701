-- Each opinion belongs to the market of the rated dealer (an advisor's: their dealer's), so the
-- Argentine pages no longer list Brazilian dealers. Opinions written before take their dealer's
-- country; one whose dealer is no longer in the network is counted in Brazil.
ALTER TABLE "ratings" ADD COLUMN "country" text;--> statement-breakpoint
UPDATE "ratings" AS r SET "country" = d."country" FROM "dealers" AS d WHERE r."dealer_id" ~ '^[0-9]{1,9}$' AND d."id" = r."dealer_id"::integer;--> statement-breakpoint
UPDATE "ratings" SET "country" = 'BR' WHERE "country" IS NULL;--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ratings_market_idx" ON "ratings" USING btree ("target_type","country","brand");
