ALTER TABLE "catalogue_printings" ADD COLUMN "cardmarket_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "cardmarket_id" integer;