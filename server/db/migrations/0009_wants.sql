CREATE TABLE "wants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"revision" bigint DEFAULT nextval('revision_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collection_id" uuid,
	"name" text NOT NULL,
	"set_code" text DEFAULT '' NOT NULL,
	"collector_number" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"finish" text DEFAULT 'any' NOT NULL,
	"max_price" double precision,
	"priority" text DEFAULT 'normal' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wants" ADD CONSTRAINT "wants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wants" ADD CONSTRAINT "wants_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wants_user_revision_idx" ON "wants" USING btree ("user_id","revision");