CREATE TABLE "catalogue_ingest_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_price_history" (
	"printing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"usd" double precision,
	"usd_foil" double precision,
	"usd_etched" double precision,
	"eur" double precision,
	CONSTRAINT "catalogue_price_history_printing_id_day_pk" PRIMARY KEY("printing_id","day")
);
--> statement-breakpoint
CREATE TABLE "catalogue_printings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oracle_id" uuid,
	"name" text NOT NULL,
	"face_names" text[] NOT NULL,
	"set_code" text NOT NULL,
	"set_name" text NOT NULL,
	"collector_number" text NOT NULL,
	"lang" text NOT NULL,
	"rarity" text NOT NULL,
	"colors" text NOT NULL,
	"type_line" text NOT NULL,
	"mana_cost" text NOT NULL,
	"image_front" text NOT NULL,
	"image_back" text NOT NULL,
	"tcgplayer_id" integer,
	"released_at" text NOT NULL,
	"usd" double precision,
	"usd_foil" double precision,
	"usd_etched" double precision,
	"eur" double precision,
	"price_date" date NOT NULL,
	"added_version" integer NOT NULL,
	"changed_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_staging" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oracle_id" uuid,
	"name" text NOT NULL,
	"face_names" text[] NOT NULL,
	"set_code" text NOT NULL,
	"set_name" text NOT NULL,
	"collector_number" text NOT NULL,
	"lang" text NOT NULL,
	"rarity" text NOT NULL,
	"colors" text NOT NULL,
	"type_line" text NOT NULL,
	"mana_cost" text NOT NULL,
	"image_front" text NOT NULL,
	"image_back" text NOT NULL,
	"tcgplayer_id" integer,
	"released_at" text NOT NULL,
	"usd" double precision,
	"usd_foil" double precision,
	"usd_etched" double precision,
	"eur" double precision
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"version" serial PRIMARY KEY NOT NULL,
	"price_date" date NOT NULL,
	"source_updated_at" text NOT NULL,
	"printing_count" integer NOT NULL,
	"added_count" integer NOT NULL,
	"changed_count" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_printings_changed_idx" ON "catalogue_printings" USING btree ("changed_version");