ALTER TABLE "deposit_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_idempotency_uq" ON "deposit_orders" USING btree ("member_id","idempotency_key") WHERE "deposit_orders"."idempotency_key" is not null;