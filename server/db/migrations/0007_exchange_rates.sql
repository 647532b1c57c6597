CREATE TABLE "exchange_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"per_euro" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
