CREATE TABLE "operator_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "operator_challenges" ADD CONSTRAINT "operator_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_challenges_operator_idx" ON "operator_challenges" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_operator_idx" ON "audit_log" USING btree ("merchant_code","operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_target_idx" ON "audit_log" USING btree ("merchant_code","target_type","id");