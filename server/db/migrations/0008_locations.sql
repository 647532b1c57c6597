CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"revision" bigint DEFAULT nextval('revision_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"pages" integer,
	"slots_per_page" integer
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "page" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "slot" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_user_revision_idx" ON "locations" USING btree ("user_id","revision");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_user_location_idx" ON "cards" USING btree ("user_id","location_id");