CREATE TABLE "finance_calculations" (
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"last_calculated" timestamp with time zone NOT NULL,
	CONSTRAINT "finance_calculations_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id")
);
--> statement-breakpoint
ALTER TABLE "finance_calculations" ADD CONSTRAINT "finance_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_calculations" ADD CONSTRAINT "finance_calculations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;