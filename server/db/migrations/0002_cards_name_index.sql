DROP INDEX "cards_user_collection_idx";--> statement-breakpoint
CREATE INDEX "cards_user_collection_name_idx" ON "cards" USING btree ("user_id","collection_id",lower("name"));