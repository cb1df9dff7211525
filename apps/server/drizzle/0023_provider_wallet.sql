CREATE TABLE "provider_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"provider_code" text NOT NULL,
	"adapter" text NOT NULL,
	"base_url" text NOT NULL,
	"operator_id" text NOT NULL,
	"secret_sealed" text,
	"open_round_timeout_seconds" integer DEFAULT 600 NOT NULL,
	"reconciliation" text DEFAULT 'status' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"round_id" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"game_type" text NOT NULL,
	"mode" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"provider_code" text NOT NULL,
	"operator_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference_transaction_id" text,
	"applied" boolean NOT NULL,
	"tombstone" boolean DEFAULT false NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_amount_not_negative" CHECK ("provider_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_tickets" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_ticket_id_game_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."game_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_merchant_uq" ON "provider_connections" USING btree ("merchant_code","provider_code");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_operator_uq" ON "provider_connections" USING btree ("provider_code","operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_uq" ON "provider_rounds" USING btree ("provider_code","merchant_code","round_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_member_time_idx" ON "provider_rounds" USING btree ("member_id","mode","opened_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_open_idx" ON "provider_rounds" USING btree ("merchant_code","provider_code","opened_at") WHERE "provider_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_uq" ON "provider_transactions" USING btree ("provider_code","merchant_code","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider_code","merchant_code","round_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_report_idx" ON "provider_transactions" USING btree ("merchant_code","created_at");