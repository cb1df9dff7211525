ALTER TABLE "provider_connections" ADD COLUMN "secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD COLUMN "reconcile_after" timestamp with time zone;