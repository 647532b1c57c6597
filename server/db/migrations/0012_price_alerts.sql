CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"revision" bigint DEFAULT nextval('revision_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printing_id" uuid,
	"want_id" uuid,
	"finish" text DEFAULT 'any' NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" double precision NOT NULL,
	"reference_price" double precision,
	"seen_on" date,
	"holding" boolean DEFAULT false NOT NULL,
	"fired_on" date,
	"fired_price" double precision,
	"state_on" date
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_revision_idx" ON "alerts" USING btree ("user_id","revision");