ALTER TABLE "providers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_game_types" ADD COLUMN "shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "games_code_trgm_idx" ON "games" USING gin ("game_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_merchant_name_idx" ON "games" USING btree ("merchant_code","game_name","id");