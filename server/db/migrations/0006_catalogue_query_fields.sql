ALTER TABLE "catalogue_printings" ADD COLUMN "oracle_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "power" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "toughness" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "artist" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "frame" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "color_identity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "mana_value" double precision;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "finishes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_printings" ADD COLUMN "eur_foil" double precision;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "oracle_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "power" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "toughness" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "artist" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "frame" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "color_identity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "mana_value" double precision;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "finishes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_staging" ADD COLUMN "eur_foil" double precision;